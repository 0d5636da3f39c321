/** The social profiles of the company (docs/requirements.md#site-facts, #candidate-session), linked from the footer and the contact section. */

/** Brand marks of the two social profiles (filled, 24×24). */
export function SocialIcon({
  network,
  className = 'size-5',
}: {
  network: 'linkedin' | 'instagram';
  className?: string;
}) {
  return network === 'linkedin' ? (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3Zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4Z" />
    </svg>
  ) : (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM21.1 8c-.1-1.6-.4-3-1.6-4.2C18.3 2.6 16.9 2.3 15.3 2.2 13.6 2.1 10.4 2.1 8.7 2.2 7.1 2.3 5.7 2.6 4.5 3.8S2.9 6.4 2.8 8C2.7 9.7 2.7 14.3 2.8 16c.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.7.1 6.9.1 8.6 0 1.6-.1 3-.4 4.2-1.6 1.2-1.2 1.5-2.6 1.6-4.2.1-1.7.1-6.3 0-8Zm-2.2 10a3.1 3.1 0 0 1-1.8 1.8c-1.2.5-4.1.4-5.1.4s-3.9.1-5.1-.4a3.1 3.1 0 0 1-1.8-1.8c-.5-1.2-.4-4.1-.4-5.1s-.1-3.9.4-5.1a3.1 3.1 0 0 1 1.8-1.8c1.2-.5 4.1-.4 5.1-.4s3.9-.1 5.1.4a3.1 3.1 0 0 1 1.8 1.8c.5 1.2.4 4.1.4 5.1s.1 3.9-.4 5.1Z" />
    </svg>
  );
}
