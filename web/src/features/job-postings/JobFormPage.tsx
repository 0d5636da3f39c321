import { COMPANY } from '@functions/contract/company';
import {
  EXPERIENCE_LEVELS,
  JOB_STATUSES,
  JOB_TYPES,
  type JobPosting,
  type JobPostingBody,
  type JobPostingInput,
  jobPostingBody,
} from '@functions/contract/schemas/catalog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { buttonClass } from '@/components/admin/buttons';
import { inputClass } from '@/components/admin/form-fields';
import { reasonOf } from '@/components/admin/row-action';
import { ErrorBox, PageSpinner, Spinner } from '@/components/feedback';
import { adminDepartmentsQuery, adminJobTitlesQuery } from '@/lib/admin-catalog';
import { useAdminMayCall } from '@/lib/admin-permissions';
import { useDocumentTitle } from '@/lib/document-title';
import { adminJobPostingQuery, saveJobPosting } from './api';
import { jobPostingsMessages as M } from './messages';

const F = M.form;
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Select values that are shortcuts to other pages, not choices (docs/requirements.md#job-postings). */
const NEW_TITLE = '__new_job_title__';
const NEW_DEPARTMENT = '__new_department__';

/** Form defaults (docs/requirements.md#cv-management): type full-time, experience fresher, status active. */
const DEFAULTS: JobPostingInput = {
  job_title: '',
  company: COMPANY.name,
  department: '',
  location: 'Cork',
  job_type: 'full-time',
  experience: 'fresher',
  status: 'active',
  salary_range: '',
  work_hours: '',
  deadline: '',
  description: '',
  responsibilities: '',
  requirements: '',
  qualifications: '',
  benefits: '',
  contact_email: COMPANY.careersEmail,
};

/** The form's values for an existing posting. */
function valuesOf(job: JobPosting): JobPostingInput {
  return {
    job_title: job.job_title,
    company: job.company,
    department: job.department?._id ?? '',
    location: job.location,
    job_type: job.job_type,
    experience: job.experience,
    status: job.status,
    salary_range: job.salary_range ?? '',
    work_hours: job.work_hours,
    deadline: job.deadline ?? '',
    description: job.description,
    responsibilities: job.responsibilities,
    requirements: job.requirements,
    qualifications: job.qualifications,
    benefits: job.benefits,
    contact_email: job.contact_email,
  };
}

function Field({
  label,
  required,
  error,
  children,
  id,
  wide,
}: {
  label: string;
  required?: boolean;
  error?: FieldError;
  children: ReactNode;
  id: string;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
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
      {error?.message ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger-700">
          {error.message}
        </p>
      ) : null}
    </div>
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

function JobForm({ job }: { job: JobPosting | undefined }) {
  const uid = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titles = useQuery(adminJobTitlesQuery());
  const departments = useQuery(adminDepartmentsQuery());

  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<JobPostingInput, unknown, JobPostingBody>({
    resolver: zodResolver(jobPostingBody),
    defaultValues: job ? valuesOf(job) : DEFAULTS,
    // Checked on submit, then on every change: a check on blur inserted an error line above the
    // submit button as it was pressed, the click was lost and only that field's error showed
    // (docs/requirements.md#job-postings: every required-field error at once on submit).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const save = useMutation({
    mutationFn: (body: JobPostingInput) => saveJobPosting(body, job?._id),
    onSuccess: async () => {
      toast.success(job ? M.toasts.updated : M.toasts.created);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'job-postings'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'job-posting'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'departments'] }),
        queryClient.invalidateQueries({ queryKey: ['public', 'job-postings'] }),
      ]);
      navigate('/admin/job-postings');
    },
    onError: (error) => toast.error(M.toasts.saveFailed(reasonOf(error))),
  });

  // The department select holds ids; the fallback options (when none load) hold names. A name is
  // matched to its department's id; with no match no id is sent and the API says what is missing.
  const departmentList = departments.data ?? [];
  const toBody = (values: JobPostingBody): JobPostingInput => {
    const chosen = values.department;
    const match = departmentList.find(
      (d) => d._id === chosen || d.name.toLowerCase() === chosen.toLowerCase(),
    );
    return { ...values, department: match?._id ?? (null as unknown as string) };
  };

  const titleOptions = (titles.data ?? [])
    .filter((t) => !t.isDeleted && t.status === 'active')
    .map((t) => t.name);
  const currentTitle = job?.job_title ?? '';
  if (currentTitle && !titleOptions.includes(currentTitle)) titleOptions.unshift(currentTitle);
  const departmentOptions =
    departmentList.length > 0
      ? departmentList
          .filter((d) => d.status === 'active' || d._id === job?.department?._id)
          .map((d) => ({ value: d._id, label: d.name }))
      : departments.isPending
        ? []
        : M.fallbackDepartments.map((name) => ({ value: name, label: capitalize(name) }));

  // A loaded list may arrive after the form: keep the chosen department selected.
  useEffect(() => {
    if (job?.department?._id && departments.data) setValue('department', job.department._id);
  }, [departments.data, job, setValue]);

  const ids = (name: keyof JobPostingInput) => ({
    id: `${uid}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${uid}-${name}-error` : undefined,
  });
  const textarea = `${inputClass} min-h-28`;

  return (
    <div className="mx-auto max-w-4xl">
      <Link to="/admin/job-postings" className="text-sm font-medium text-brand-700 hover:underline">
        ← {F.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{job ? F.editHeading : F.createHeading}</h1>
      <p className="mt-1 text-sm text-slate-600">{F.intro}</p>

      <form
        noValidate
        className="mt-6 space-y-6"
        onSubmit={handleSubmit((values) => save.mutate(toBody(values)))}
      >
        <Section title={F.sections.basic}>
          <Field id={`${uid}-job_title`} label={F.labels.jobTitle} required error={errors.job_title}>
            <select
              {...ids('job_title')}
              {...register('job_title', {
                onChange: (e) => {
                  if (e.target.value === NEW_TITLE) {
                    setValue('job_title', getValues('job_title') === NEW_TITLE ? '' : getValues('job_title'));
                    navigate('/admin/job-titles');
                  }
                },
              })}
              className={inputClass}
            >
              <option value="">{titles.isPending ? M.list.loading : F.placeholders.jobTitle}</option>
              {titleOptions.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
              <option value={NEW_TITLE}>{F.newJobTitle}</option>
            </select>
          </Field>
          <Field id={`${uid}-company`} label={F.labels.company} error={errors.company}>
            <input {...ids('company')} {...register('company')} maxLength={120} className={inputClass} />
          </Field>
          <Field id={`${uid}-department`} label={F.labels.department} required error={errors.department}>
            <select
              {...ids('department')}
              {...register('department', {
                onChange: (e) => {
                  if (e.target.value === NEW_DEPARTMENT) navigate('/admin/departments');
                },
              })}
              className={inputClass}
            >
              <option value="">{F.placeholders.department}</option>
              {departmentOptions.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
              <option value={NEW_DEPARTMENT}>{F.newDepartment}</option>
            </select>
          </Field>
          <Field id={`${uid}-location`} label={F.labels.location} required error={errors.location}>
            <input
              {...ids('location')}
              {...register('location')}
              maxLength={120}
              placeholder={F.placeholders.location}
              className={inputClass}
            />
          </Field>
          <Field id={`${uid}-job_type`} label={F.labels.jobType} required error={errors.job_type}>
            <select {...ids('job_type')} {...register('job_type')} className={inputClass}>
              {JOB_TYPES.map((t) => (
                <option key={t} value={t}>
                  {M.jobTypes[t]}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${uid}-experience`} label={F.labels.experience} required error={errors.experience}>
            <select {...ids('experience')} {...register('experience')} className={inputClass}>
              {EXPERIENCE_LEVELS.map((x) => (
                <option key={x} value={x}>
                  {M.experience[x]}
                </option>
              ))}
            </select>
          </Field>
        </Section>

        <Section title={F.sections.compensation}>
          <Field id={`${uid}-salary_range`} label={F.labels.salary} error={errors.salary_range}>
            <input
              {...ids('salary_range')}
              {...register('salary_range')}
              maxLength={80}
              placeholder={F.placeholders.salary}
              className={inputClass}
            />
          </Field>
          <Field id={`${uid}-work_hours`} label={F.labels.workHours} error={errors.work_hours}>
            <input
              {...ids('work_hours')}
              {...register('work_hours')}
              maxLength={80}
              placeholder={F.placeholders.workHours}
              className={inputClass}
            />
          </Field>
          <Field
            id={`${uid}-deadline`}
            label={F.labels.deadline}
            error={errors.deadline as FieldError | undefined}
          >
            <input {...ids('deadline')} {...register('deadline')} type="date" className={inputClass} />
          </Field>
          <Field id={`${uid}-benefits`} label={F.labels.benefits} error={errors.benefits} wide>
            <textarea
              {...ids('benefits')}
              {...register('benefits')}
              maxLength={5000}
              rows={3}
              placeholder={F.placeholders.benefits}
              className={textarea}
            />
          </Field>
        </Section>

        <Section title={F.sections.description}>
          <Field
            id={`${uid}-description`}
            label={F.labels.description}
            required
            error={errors.description}
            wide
          >
            <textarea
              {...ids('description')}
              {...register('description')}
              maxLength={5000}
              rows={5}
              placeholder={F.placeholders.description}
              className={textarea}
            />
          </Field>
          <Field
            id={`${uid}-responsibilities`}
            label={F.labels.responsibilities}
            error={errors.responsibilities}
            wide
          >
            <textarea
              {...ids('responsibilities')}
              {...register('responsibilities')}
              maxLength={5000}
              rows={4}
              placeholder={F.placeholders.responsibilities}
              className={textarea}
            />
          </Field>
        </Section>

        <Section title={F.sections.requirements}>
          <Field
            id={`${uid}-requirements`}
            label={F.labels.requirements}
            required
            error={errors.requirements}
            wide
          >
            <textarea
              {...ids('requirements')}
              {...register('requirements')}
              maxLength={5000}
              rows={4}
              placeholder={F.placeholders.requirements}
              className={textarea}
            />
          </Field>
          <Field
            id={`${uid}-qualifications`}
            label={F.labels.qualifications}
            error={errors.qualifications}
            wide
          >
            <textarea
              {...ids('qualifications')}
              {...register('qualifications')}
              maxLength={5000}
              rows={3}
              placeholder={F.placeholders.qualifications}
              className={textarea}
            />
          </Field>
        </Section>

        <Section title={F.sections.contact}>
          <Field
            id={`${uid}-contact_email`}
            label={F.labels.contactEmail}
            required
            error={errors.contact_email}
          >
            <input
              {...ids('contact_email')}
              {...register('contact_email')}
              type="email"
              maxLength={254}
              className={inputClass}
            />
          </Field>
          <Field id={`${uid}-status`} label={F.labels.status} required error={errors.status}>
            <select {...ids('status')} {...register('status')} className={inputClass}>
              {JOB_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {M.statuses[s]}
                </option>
              ))}
            </select>
          </Field>
        </Section>

        <div className="flex justify-end gap-3">
          <Link to="/admin/job-postings" className={buttonClass.secondary}>
            {F.cancel}
          </Link>
          <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
            {save.isPending ? <Spinner className="size-4 text-white" /> : null}
            {save.isPending ? F.saving : job ? F.update : F.create}
          </button>
        </div>
      </form>
    </div>
  );
}
