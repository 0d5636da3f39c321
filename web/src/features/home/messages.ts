/**
 * Every text of the landing page (docs/requirements.md#site-facts, #landing-page, #public-limits): hero, about, training,
 * statistics, contact details, the splash loader and the scroll popup.
 */
import { CV_RETENTION_TEXT } from '@functions/contract/retention';
export const homeMessages = {
  hero: {
    eyebrow: 'IT training · software · careers in Cork',
    title: 'A Complete Digital Service Provider',
    body: 'We train people for the jobs technology creates, build websites and software for Irish businesses, and connect our graduates with employers who are hiring.',
    exploreTraining: 'Explore Training',
    joinTeam: 'Join Our Team',
    imageAlt:
      'Illustration: a laptop with code and charts on a desk, with the Shandon bell tower and the river Lee behind it',
    highlights: [
      'Small classes, taught on site in Cork and live online',
      'Career support until you are hired',
    ],
  },
  about: {
    eyebrow: 'About us',
    title: 'Training, technology and talent under one roof',
    body: [
      'Cork Digital Solutions started in 2024 with a simple idea: the companies around Cork harbour need people with current digital skills, and plenty of capable people want a way into tech. We sit between the two.',
      'Our trainers work on client projects when they are not teaching, so every course is built on what teams use today. Graduates leave with a portfolio, a reference and an introduction to the employers in our network.',
    ],
    imageAlt:
      'Illustration: our training room with a cloud architecture sketch on the whiteboard and laptops on a shared table',
    services: [
      {
        title: 'Skill-based training',
        body: 'Practical courses in technology and business, with labs, projects and mentoring.',
      },
      {
        title: 'Websites and software',
        body: 'Sites, web applications and integrations for small and growing businesses.',
      },
      {
        title: 'Business process support',
        body: 'We map how work flows through your business and automate the slow parts.',
      },
      {
        title: 'Job placement assistance',
        body: 'CV reviews, interview practice and introductions to employers who are hiring.',
      },
    ],
  },
  training: {
    eyebrow: 'Training',
    title: 'Six tracks, one goal: a job you enjoy',
    body: 'Every track mixes live teaching with hands-on projects, and ends with a portfolio piece you can show an employer. Classes run in the daytime or evenings, on site in Cork or live online.',
    tracks: [
      {
        id: 'web',
        title: 'Web Development',
        body: 'HTML, CSS and JavaScript, then React, TypeScript and Node.js APIs. You finish with a deployed full-stack project of your own.',
        meta: '12 weeks · full-time or evenings',
      },
      {
        id: 'cloud',
        title: 'Cloud Computing',
        body: 'AWS fundamentals, serverless, containers and infrastructure as code, with labs in a real cloud account and preparation for the AWS certifications.',
        meta: '10 weeks · evenings',
      },
      {
        id: 'data',
        title: 'Data Science',
        body: 'Python, pandas, SQL and the basics of machine learning, practised on Irish open data and closed with a capstone for local employers.',
        meta: '12 weeks · full-time',
      },
      {
        id: 'pm',
        title: 'Project Management',
        body: 'Agile and Scrum in practice: planning, estimating, risk and stakeholder communication, with preparation for PSM I and CAPM.',
        meta: '6 weeks · evenings',
      },
      {
        id: 'marketing',
        title: 'Digital Marketing',
        body: 'Search, paid ads, social media and analytics, learned by running real campaigns for small businesses in Cork.',
        meta: '8 weeks · part-time',
      },
      {
        id: 'leadership',
        title: 'Leadership',
        body: 'For new team leads: coaching conversations, feedback, delegation and leading hybrid teams with confidence.',
        meta: '4 weeks · one day a week',
      },
    ],
    cta: 'Ask about the next start date',
  },
  stats: {
    title: 'Our results so far',
    items: [
      { value: '500+', label: 'Students trained' },
      { value: '50+', label: 'Projects delivered' },
      { value: '95%', label: 'Placement rate' },
      { value: '25+', label: 'Expert trainers' },
      { value: '98%', label: 'Training success rate' },
    ],
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Get in Touch',
    body: 'Questions about a course, a project for your business or working with us? Call in, ring or write: a real person answers within one working day.',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    hours: 'Business hours',
    follow: 'Follow us',
    linkedin: 'LinkedIn',
    linkedinLabel: 'Cork Digital Solutions on LinkedIn (opens in a new tab)',
    instagram: 'Instagram',
    instagramLabel: 'Cork Digital Solutions on Instagram (opens in a new tab)',
  },
  splash: {
    label: 'Loading Cork Digital Solutions',
    /** Shown one after another, every 400 ms (docs/requirements.md#public-limits). */
    stages: ['Starting up...', 'Loading training tracks...', 'Checking open positions...', 'Almost ready...'],
  },
  popup: {
    title: 'Looking for your next role in tech?',
    body: `Send us your CV in under a minute with the Resume Assistant. We keep it for ${CV_RETENTION_TEXT} and contact you when a suitable role opens, or have a look at our training tracks first.`,
    openAssistant: 'Chat with the Resume Assistant',
    exploreTraining: 'Explore Training',
    close: 'Close',
  },
} as const;
