/**
 * The frame every mail shares (docs/requirements.md#candidate-mails): one narrow column that reads on
 * a phone (max 560 px, 16 px text, full-width button), the company's name on top and its name and
 * postal address in the footer (functions/contract/company.ts). Inline styles only: mail clients
 * drop `<style>` sheets unevenly.
 */
import { Body, Button, Container, Head, Hr, Html, Link, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { COMPANY } from '../../contract/company.js';

const page = {
  backgroundColor: '#f4f5f7',
  fontFamily: 'Arial, Helvetica, sans-serif',
  margin: 0,
  padding: '16px 0',
};
const column = { backgroundColor: '#ffffff', maxWidth: '560px', margin: '0 auto', padding: '24px' };
const brand = { fontSize: '18px', fontWeight: 700, color: '#0b3d63', margin: '0 0 16px' };
export const paragraph = { fontSize: '16px', lineHeight: '24px', color: '#1f2933', margin: '0 0 16px' };
const footer = { fontSize: '12px', lineHeight: '18px', color: '#52606d', margin: '0' };
const button = {
  backgroundColor: '#0b3d63',
  color: '#ffffff',
  fontSize: '16px',
  fontWeight: 700,
  borderRadius: '6px',
  padding: '12px 20px',
  display: 'block',
  textAlign: 'center' as const,
  textDecoration: 'none',
};

/**
 * The line inboxes show after the subject, hidden in the mail itself. React Email's `Preview` pads
 * it with some 150 invisible characters, about 4 KB per template once bundled (escaped): too much
 * for the functions' bundle budget, so the line is shown without the padding.
 */
function PreviewLine(props: { text: string }) {
  return (
    <div
      style={{
        display: 'none',
        overflow: 'hidden',
        lineHeight: '1px',
        opacity: 0,
        maxHeight: 0,
        maxWidth: 0,
      }}
      data-skip-in-text="true"
    >
      {props.text}
    </div>
  );
}

/** A mail: `preview` is the line inboxes show after the subject. */
export function MailLayout(props: { preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <PreviewLine text={props.preview} />
      <Body style={page}>
        <Container style={column}>
          <Text style={brand}>{COMPANY.name}</Text>
          {props.children}
          <Hr />
          <Text style={footer}>{`${COMPANY.name}, ${COMPANY.address}`}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** One paragraph of body text. */
export const P = (props: { children: ReactNode }) => <Text style={paragraph}>{props.children}</Text>;

/** The mail's one call to action, a full-width button (an easy target on a phone). */
export const Action = (props: { href: string; children: ReactNode }) => (
  <Section style={{ margin: '8px 0 24px' }}>
    <Button href={props.href} style={button}>
      {props.children}
    </Button>
  </Section>
);

/** A second, quieter choice beside the mail's `Action` button: an underlined link. */
export const TextLink = (props: { href: string; children: ReactNode }) => (
  <Link href={props.href} style={{ color: '#0b3d63', textDecoration: 'underline' }}>
    {props.children}
  </Link>
);
