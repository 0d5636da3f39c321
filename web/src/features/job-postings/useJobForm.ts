/**
 * The job posting form's state and save (docs/requirements.md#job-postings): react-hook-form over
 * the API's own schema (`jobPostingBody`), the defaults of a new posting or the values of the one
 * edited, the job title and department options (with the fallback departments when none load), and
 * the save that returns to the list. Used by `JobFormPage.tsx`.
 */
import { COMPANY } from '@functions/contract/company';
import {
  type JobPosting,
  type JobPostingBody,
  type JobPostingInput,
  jobPostingBody,
} from '@functions/contract/schemas/catalog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { reasonOf } from '@/components/admin/row-action';
import { adminDepartmentsQuery, adminJobTitlesQuery } from '@/lib/admin-catalog';
import { saveJobPosting } from './api';
import { jobPostingsMessages as M } from './messages';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Select values that are shortcuts to other pages, not choices (docs/requirements.md#job-postings). */
export const NEW_TITLE = '__new_job_title__';
export const NEW_DEPARTMENT = '__new_department__';

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

/** A field of the form. */
export type JobField = keyof JobPostingInput;

/**
 * The form for `job` (undefined: a new posting). `field(name)` gives an input its id, its error
 * wiring and its registration; `onSubmit` validates, saves, and goes back to the list.
 */
export function useJobForm(job: JobPosting | undefined) {
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

  /** The id, error wiring and registration of the input of `name`; `onChange` runs after the form's own. */
  const idOf = (name: JobField) => `${uid}-${name}`;
  const field = (name: JobField, onChange?: (value: string) => void) => ({
    id: idOf(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${uid}-${name}-error` : undefined,
    ...register(name, onChange ? { onChange: (e) => onChange(e.target.value) } : undefined),
  });

  return {
    job,
    idOf,
    field,
    errorOf: (name: JobField) => errors[name]?.message,
    titleOptions,
    titlesPending: titles.isPending,
    departmentOptions,
    /** The title select's shortcut: the job titles page, the select left as it was. */
    onTitleChange: (value: string) => {
      if (value !== NEW_TITLE) return;
      setValue('job_title', getValues('job_title') === NEW_TITLE ? '' : getValues('job_title'));
      navigate('/admin/job-titles');
    },
    onDepartmentChange: (value: string) => {
      if (value === NEW_DEPARTMENT) navigate('/admin/departments');
    },
    onSubmit: handleSubmit((values) => save.mutate(toBody(values))),
    saving: save.isPending,
  };
}

/** What `useJobForm` gives the form's view. */
export type JobFormState = ReturnType<typeof useJobForm>;
