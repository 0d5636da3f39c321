/**
 * The Resume Assistant's conversation as a reducer (docs/requirements.md#resume-assistant): the
 * steps greeting, name, email, job title, resume (and `uploading` while the file is sent), the chat
 * lines said so far and the details gathered. Pure: the timers, the file's reading and the upload
 * are the hook's (`useResumeAssistant.ts`), which reports each outcome here as an action.
 */
import { assistantMessages as M } from './messages';
import { sanitizeName, validateEmail, validateName } from './validation';

/** The steps of docs/requirements.md#resume-assistant (`uploading` is the resume step while the file is sent). */
export type Step = 'greeting' | 'name' | 'email' | 'jobTitle' | 'resume' | 'uploading';

/** What a chat line says: a text, the resume step's question with its retention notice, or a sent file's name. */
export type Said = string | { kind: 'resumeNotice'; role: string } | { kind: 'file'; name: string };

/** One line of the chat; `id` is its key, unique within a conversation. */
export interface ChatLine {
  id: number;
  from: 'bot' | 'user';
  says: Said;
  tone?: 'error' | 'success';
}

/** The details the visitor typed or chose; the CV's own are the fallback for the first two. */
export interface Details {
  name?: string;
  email?: string;
  role?: string;
}

export interface AssistantState {
  step: Step;
  lines: ChatLine[];
  /** The text in the answer box (name or email step). */
  draft: string;
  /** The status shown while the file is read, then sent; null when idle. */
  busy: string | null;
  details: Details;
  /** True from the close request until the panel unmounts (its closing animation). */
  closing: boolean;
}

export type AssistantAction =
  /** The 0.4 s of "typing" are over: greet and ask for the name. */
  | { type: 'greet' }
  /** The answer box changed (a name loses its angle brackets as typed). */
  | { type: 'draft'; value: string }
  /** The answer box was sent on the name or the email step. */
  | { type: 'submit' }
  | { type: 'chooseTitle'; role: string }
  /** A file was chosen; `problem` is the reason it cannot be sent, or null. */
  | { type: 'fileChosen'; name: string; problem: string | null }
  /** The file's text was read: the skills found in it, then the upload starts. */
  | { type: 'fileRead'; skills: string[] }
  | { type: 'uploaded' }
  /** The upload was received but its check has not finished: the conversation ends. */
  | { type: 'stillChecking' }
  /** The upload failed for `reason`; `rejected` when the file itself was refused (another may pass). */
  | { type: 'failed'; reason: string; rejected: boolean }
  | { type: 'close' };

export const initialAssistantState: AssistantState = {
  step: 'greeting',
  lines: [],
  draft: '',
  busy: null,
  details: {},
  closing: false,
};

/** `state` with `lines` added at its end, each given the next id. */
function say(state: AssistantState, ...lines: Omit<ChatLine, 'id'>[]): AssistantState {
  const next = (state.lines.at(-1)?.id ?? -1) + 1;
  return { ...state, lines: [...state.lines, ...lines.map((line, i) => ({ ...line, id: next + i }))] };
}

const bot = (says: Said, tone?: ChatLine['tone']): Omit<ChatLine, 'id'> =>
  tone ? { from: 'bot', says, tone } : { from: 'bot', says };
const user = (says: Said): Omit<ChatLine, 'id'> => ({ from: 'user', says });

/** The answer of the name or email step: the line said, then the question of the next step or the rule broken. */
function submit(state: AssistantState): AssistantState {
  if (state.step === 'name') {
    const name = sanitizeName(state.draft).trim();
    const problem = validateName(name);
    if (problem) return say(state, user(name || state.draft), bot(problem, 'error'));
    const clean = name.replace(/\s+/g, ' ');
    return {
      ...say(state, user(name), bot(M.askEmail(clean))),
      draft: '',
      step: 'email',
      details: { ...state.details, name: clean },
    };
  }
  if (state.step === 'email') {
    const email = state.draft.trim();
    const problem = validateEmail(email);
    if (problem) return say(state, user(email), bot(problem, 'error'));
    return {
      ...say(state, user(email), bot(M.askJobTitle)),
      draft: '',
      step: 'jobTitle',
      details: { ...state.details, email: email.toLowerCase() },
    };
  }
  return state;
}

/** The next state of the conversation after `action`. */
export function assistantReducer(state: AssistantState, action: AssistantAction): AssistantState {
  switch (action.type) {
    case 'greet':
      return { ...state, lines: [{ id: 0, from: 'bot', says: M.greeting }], step: 'name' };
    case 'draft':
      return { ...state, draft: state.step === 'name' ? sanitizeName(action.value) : action.value };
    case 'submit':
      return submit(state);
    case 'chooseTitle':
      if (state.step !== 'jobTitle') return state;
      return {
        ...say(state, user(action.role), bot({ kind: 'resumeNotice', role: action.role })),
        step: 'resume',
        details: { ...state.details, role: action.role },
      };
    case 'fileChosen': {
      const said = say(state, user({ kind: 'file', name: action.name }));
      if (action.problem) return say(said, bot(action.problem, 'error'));
      return { ...said, step: 'uploading', busy: M.reading };
    }
    case 'fileRead':
      return {
        ...(action.skills.length > 0 ? say(state, bot(M.skillsFound(action.skills))) : state),
        busy: M.uploading,
      };
    case 'uploaded':
      // The flow starts again; the panel closes itself a moment later.
      return { ...say(state, bot(M.success, 'success')), busy: null, details: {}, step: 'greeting' };
    case 'stillChecking':
      // Not a success and not a failure: nothing to send again.
      return { ...say(state, bot(M.stillChecking)), busy: null, details: {}, step: 'greeting' };
    case 'failed':
      return {
        ...say(
          state,
          bot(`${M.failurePrefix}${action.reason}${action.rejected ? ` ${M.tryAnother}` : ''}`, 'error'),
        ),
        busy: null,
        step: 'resume',
      };
    case 'close':
      return { ...state, closing: true };
  }
}
