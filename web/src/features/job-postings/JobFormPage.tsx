import {
  EXPERIENCE_LEVELS,
  JOB_STATUSES,
  JOB_TYPES,
  type JobPosting,
} from '@functions/contract/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { buttonClass } from '@/components/admin/buttons';
import { FieldError } from '@/components/admin/field-error';
import { inputClass } from '@/components/admin/form-fields';
import { ErrorBox, PageSpinner, Spinner } from '@/components/feedback';
import { useAdminMayCall } from '@/lib/admin-permissions';
import { useDocumentTitle } from '@/lib/document-title';
import { adminJobPostingQuery } from './api';
import { InterviewPlanEditor } from './InterviewPlanEditor';
import { jobPostingsMessages as M } from './messages';
import { type JobField, type JobFormState, NEW_DEPARTMENT, NEW_TITLE, useJobForm } from './useJobForm';

const F = M.form;
const textarea = `${inputClass} min-h-28`;

/**
 * /admin/job-form (create) and /admin/job-form/{id} (edit) (docs/requirements.md#job-postings): five
 * sections, the required fields of docs/requirements.md#job-postings checked with the API's own schema, the
 * '+ Create New Job Title' / '+ Create New Department' shortcuts, and back to the list after save.
 * Edit mode takes the posting from navigation state when the list passed it, else loads it.
 */
export function JobFormPage() {
  const { id } = useParams();
  const location = useLocation();
  const passed = (location.state as { job?: JobPosting } | null)?.job;
  const fromState = id && passed?._id === id ? passed : undefined;
  const existing = useQuery({ ...adminJobPostingQuery(id ?? ''), enabled: Boolean(id) && !fromState });
  const job = fromState ?? existing.data;
  useDocumentTitle(id ? F.editHeading : F.createHeading);
  const allowed = useAdminMayCall(id ? 'PUT /job-posting/{id}' : 'POST /job-posting');

  if (!allowed) {
    return (
      <div className="mx-auto max-w-4xl space-y-4">
        <ErrorBox>{F.notAllowed}</ErrorBox>
        <Link to="/admin/job-postings" className={buttonClass.secondary}>
          {F.back}
        </Link>
      </div>
    );
  }
  if (id && !job) {
    return (
      <div className="mx-auto max-w-4xl">
        {existing.isError ? (
          <div className="space-y-4">
            <ErrorBox>{F.loadFailed(existing.error.message)}</ErrorBox>
            <Link to="/admin/job-postings" className={buttonClass.secondary}>
              {F.back}
            </Link>
          </div>
        ) : (
          <PageSpinner label={F.loading} />
        )}
      </div>
    );
  }
  return <JobForm key={job?._id ?? 'new'} job={job} />;
}

/** The form's view over `useJobForm`: five sections, then cancel and save. */
function JobForm({ job }: { job: JobPosting | undefined }) {
  const form = useJobForm(job);
  return (
    <div className="mx-auto max-w-4xl">
      <Link to="/admin/job-postings" className="text-sm font-medium text-brand-700 hover:underline">
        ← {F.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{job ? F.editHeading : F.createHeading}</h1>
      <p className="mt-1 text-sm text-slate-600">{F.intro}</p>
      <form noValidate className="mt-6 space-y-6" onSubmit={form.onSubmit}>
        <BasicSection form={form} />
        <Section title={F.sections.compensation}>
          <TextInput form={form} name="salary_range" maxLength={80} placeholder={F.placeholders.salary} />
          <TextInput form={form} name="work_hours" maxLength={80} placeholder={F.placeholders.workHours} />
          <TextInput form={form} name="deadline" type="date" />
          <TextArea form={form} name="benefits" rows={3} />
        </Section>
        <Section title={F.sections.description}>
          <TextArea form={form} name="description" required rows={5} />
          <TextArea form={form} name="responsibilities" rows={4} />
        </Section>
        <Section title={F.sections.requirements}>
          <TextArea form={form} name="requirements" required rows={4} />
          <TextArea form={form} name="qualifications" rows={3} />
        </Section>
        <Section title={F.sections.contact}>
          <TextInput form={form} name="contact_email" required type="email" maxLength={254} />
          <Choice form={form} name="status" options={JOB_STATUSES.map((s) => [s, M.statuses[s]])} />
        </Section>
        <div className="flex justify-end gap-3">
          <Link to="/admin/job-postings" className={buttonClass.secondary}>
            {F.cancel}
          </Link>
          <button type="submit" className={buttonClass.primary} disabled={form.saving}>
            {form.saving ? <Spinner className="size-4 text-white" /> : null}
            {form.saving ? F.saving : job ? F.update : F.create}
          </button>
        </div>
      </form>
      {job ? <InterviewPlanEditor jobId={job._id} /> : null}
    </div>
  );
}

/** Job title and department (each with its '+ Create New' shortcut), company, location, type, experience. */
function BasicSection({ form }: { form: JobFormState }) {
  return (
    <Section title={F.sections.basic}>
      <Field form={form} name="job_title" required>
        <select {...form.field('job_title', form.onTitleChange)} className={inputClass}>
          <option value="">{form.titlesPending ? M.list.loading : F.placeholders.jobTitle}</option>
          {form.titleOptions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
          <option value={NEW_TITLE}>{F.newJobTitle}</option>
        </select>
      </Field>
      <TextInput form={form} name="company" maxLength={120} />
      <Field form={form} name="department" required>
        <select {...form.field('department', form.onDepartmentChange)} className={inputClass}>
          <option value="">{F.placeholders.department}</option>
          {form.departmentOptions.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
          <option value={NEW_DEPARTMENT}>{F.newDepartment}</option>
        </select>
      </Field>
      <TextInput form={form} name="location" required maxLength={120} placeholder={F.placeholders.location} />
      <Choice form={form} name="job_type" options={JOB_TYPES.map((t) => [t, M.jobTypes[t]])} />
      <Choice form={form} name="experience" options={EXPERIENCE_LEVELS.map((x) => [x, M.experience[x]])} />
    </Section>
  );
}

/** The label of each field (messages.ts `form.labels`). */
const LABELS: Record<Exclude<JobField, 'employment_type'>, string> = {
  job_title: F.labels.jobTitle,
  company: F.labels.company,
  department: F.labels.department,
  location: F.labels.location,
  job_type: F.labels.jobType,
  experience: F.labels.experience,
  salary_range: F.labels.salary,
  work_hours: F.labels.workHours,
  deadline: F.labels.deadline,
  benefits: F.labels.benefits,
  description: F.labels.description,
  responsibilities: F.labels.responsibilities,
  requirements: F.labels.requirements,
  qualifications: F.labels.qualifications,
  contact_email: F.labels.contactEmail,
  status: F.labels.status,
};

interface FieldProps {
  form: JobFormState;
  name: keyof typeof LABELS;
  required?: boolean;
  wide?: boolean;
}

/** A labelled field ("(optional)" unless required) with its error line under it. */
function Field({ form, name, required, wide, children }: FieldProps & { children: ReactNode }) {
  const id = form.idOf(name);
  const error = form.errorOf(name);
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {LABELS[name]}
        {required ? (
          <span className="text-danger-600" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-500"> {F.optional}</span>
        )}
      </label>
      <div className="mt-1">{children}</div>
      <FieldError id={id} error={error} />
    </div>
  );
}

function TextInput({
  form,
  name,
  required,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name'>) {
  return (
    <Field form={form} name={name} required={required}>
      <input {...input} {...form.field(name)} className={inputClass} />
    </Field>
  );
}

/** A text area of up to 5,000 characters across both columns, with its placeholder from messages.ts. */
function TextArea({
  form,
  name,
  required,
  rows,
}: FieldProps & { name: keyof typeof F.placeholders; rows: number }) {
  return (
    <Field form={form} name={name} required={required} wide>
      <textarea
        {...form.field(name)}
        maxLength={5000}
        rows={rows}
        placeholder={F.placeholders[name]}
        className={textarea}
      />
    </Field>
  );
}

/** A required select of fixed choices: `[value, label]` pairs. */
function Choice({ form, name, options }: FieldProps & { options: [string, ReactNode][] }) {
  return (
    <Field form={form} name={name} required>
      <select {...form.field(name)} className={inputClass}>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}
