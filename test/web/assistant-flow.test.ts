/**
 * The Resume Assistant's conversation as a reducer (web/src/features/resume-assistant/flow.ts,
 * docs/requirements.md#resume-assistant): each step's transitions, what is said on the way, and
 * the details gathered for the upload.
 */
import { describe, expect, it } from 'vitest';
import {
  type AssistantAction,
  type AssistantState,
  assistantReducer,
  initialAssistantState,
} from '@/features/resume-assistant/flow';
import { assistantMessages as M } from '@/features/resume-assistant/messages';

const run = (...actions: AssistantAction[]): AssistantState =>
  actions.reduce(assistantReducer, initialAssistantState);

const saidLast = (state: AssistantState) => state.lines.at(-1);

const atResume: AssistantAction[] = [
  { type: 'greet' },
  { type: 'draft', value: '  Aoife   Murphy ' },
  { type: 'submit' },
  { type: 'draft', value: ' Aoife@Example.IE ' },
  { type: 'submit' },
  { type: 'chooseTitle', role: 'Cloud Engineer' },
];

describe('the assistant conversation', () => {
  it('starts silent on the greeting step, then greets and asks for the name', () => {
    expect(initialAssistantState.step).toBe('greeting');
    expect(initialAssistantState.lines).toEqual([]);
    const state = run({ type: 'greet' });
    expect(state.step).toBe('name');
    expect(state.lines).toEqual([{ id: 0, from: 'bot', says: M.greeting }]);
  });

  it('strips angle brackets from a name as it is typed, not from an email', () => {
    expect(run({ type: 'greet' }, { type: 'draft', value: '<b>Seán' }).draft).toBe('bSeán');
    const email = run(...atResume.slice(0, 3), { type: 'draft', value: '<a@b.ie>' });
    expect(email.draft).toBe('<a@b.ie>');
  });

  it('keeps the name step on a bad name, saying the rule broken after the answer', () => {
    const state = run({ type: 'greet' }, { type: 'draft', value: 'A' }, { type: 'submit' });
    expect(state.step).toBe('name');
    expect(state.draft).toBe('A');
    expect(state.lines.slice(1).map((l) => [l.from, l.says, l.tone])).toEqual([
      ['user', 'A', undefined],
      ['bot', M.validation.nameShort, 'error'],
    ]);
  });

  it('goes name -> email -> job title with the answers cleaned, the box emptied each time', () => {
    const email = run(...atResume.slice(0, 3));
    expect(email.step).toBe('email');
    expect(email.draft).toBe('');
    expect(email.details).toEqual({ name: 'Aoife Murphy' });
    expect(saidLast(email)?.says).toBe(M.askEmail('Aoife Murphy'));
    const bad = run(...atResume.slice(0, 3), { type: 'draft', value: 'not-an-email' }, { type: 'submit' });
    expect(bad.step).toBe('email');
    expect(saidLast(bad)).toMatchObject({ from: 'bot', says: M.validation.email, tone: 'error' });
    const title = run(...atResume.slice(0, 5));
    expect(title.step).toBe('jobTitle');
    expect(title.details).toEqual({ name: 'Aoife Murphy', email: 'aoife@example.ie' });
    expect(saidLast(title)?.says).toBe(M.askJobTitle);
  });

  it('asks for the CV with the retention notice once a title is chosen; a title outside that step is ignored', () => {
    const state = run(...atResume);
    expect(state.step).toBe('resume');
    expect(state.details.role).toBe('Cloud Engineer');
    expect(saidLast(state)?.says).toEqual({ kind: 'resumeNotice', role: 'Cloud Engineer' });
    const early = run({ type: 'greet' }, { type: 'chooseTitle', role: 'Cloud Engineer' });
    expect(early.step).toBe('name');
    expect(early.details).toEqual({});
  });

  it('stays on the resume step for a file with a problem; reads, then uploads a good one', () => {
    const refused = run(...atResume, { type: 'fileChosen', name: 'cv.exe', problem: M.validation.fileType });
    expect(refused.step).toBe('resume');
    expect(refused.busy).toBeNull();
    expect(refused.lines.slice(-2).map((l) => l.says)).toEqual([
      { kind: 'file', name: 'cv.exe' },
      M.validation.fileType,
    ]);
    const reading = run(...atResume, { type: 'fileChosen', name: 'cv.pdf', problem: null });
    expect(reading).toMatchObject({ step: 'uploading', busy: M.reading });
    const sending = assistantReducer(reading, { type: 'fileRead', skills: ['AWS', 'React'] });
    expect(sending.busy).toBe(M.uploading);
    expect(saidLast(sending)?.says).toBe(M.skillsFound(['AWS', 'React']));
    expect(assistantReducer(reading, { type: 'fileRead', skills: [] }).lines).toEqual(reading.lines);
  });

  it('after an upload starts again from the greeting with nothing kept; after a failure offers the file step again', () => {
    const sent = run(
      ...atResume,
      { type: 'fileChosen', name: 'cv.pdf', problem: null },
      { type: 'fileRead', skills: [] },
    );
    const done = assistantReducer(sent, { type: 'uploaded' });
    expect(done).toMatchObject({ step: 'greeting', busy: null, details: {} });
    expect(saidLast(done)).toMatchObject({ says: M.success, tone: 'success' });
    const checking = assistantReducer(sent, { type: 'stillChecking' });
    expect(checking).toMatchObject({ step: 'greeting', busy: null, details: {} });
    expect(saidLast(checking)?.says).toBe(M.stillChecking);
    const rejected = assistantReducer(sent, { type: 'failed', reason: 'Not a CV.', rejected: true });
    expect(rejected).toMatchObject({ step: 'resume', busy: null });
    expect(rejected.details.role).toBe('Cloud Engineer');
    expect(saidLast(rejected)).toMatchObject({
      says: `${M.failurePrefix}Not a CV. ${M.tryAnother}`,
      tone: 'error',
    });
    const failed = assistantReducer(sent, { type: 'failed', reason: 'Network down.', rejected: false });
    expect(saidLast(failed)?.says).toBe(`${M.failurePrefix}Network down.`);
  });

  it('gives every line its own id and marks the panel closing on close', () => {
    const state = run(...atResume, { type: 'close' });
    const ids = state.lines.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(state.closing).toBe(true);
  });
});
