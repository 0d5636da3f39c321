/**
 * Texts of a posting's details, shown by the careers dialog and the public job pages
 * (docs/requirements.md#careers-form: title, department, location, salary, description, requirements,
 * responsibilities, benefits, posted date, deadline; #jobs-page).
 */
export const jobDetailsMessages = {
  details: {
    department: 'Department',
    location: 'Location',
    type: 'Type',
    salary: 'Salary',
    workHours: 'Work hours',
    posted: 'Posted',
    deadline: 'Deadline',
    noDeadline: 'Open until filled',
    notSpecified: 'Not specified',
    description: 'Description',
    requirements: 'Requirements',
    responsibilities: 'Responsibilities',
    qualifications: 'Qualifications',
    benefits: 'Benefits',
    viewPosting: 'View full posting',
    close: 'Close',
  },
  jobTypes: {
    'full-time': 'Full-time',
    'part-time': 'Part-time',
    contract: 'Contract',
    internship: 'Internship',
    remote: 'Remote',
  } as Record<string, string>,
} as const;
