/** Texts of the landing page placeholder (public-site §1, §2 "Landing page"). */
export const homeMessages = {
  hero: {
    eyebrow: 'Cork, Ireland',
    title: 'A Complete Digital Service Provider',
    body: 'Skill-based IT and business training, website and software development, business process support and job placement assistance.',
    exploreTraining: 'Explore Training',
    joinTeam: 'Join Our Team',
  },
  about: {
    title: 'About Us',
    body: 'We are a digital services and IT training company based in Cork. We help trainees build job-ready skills, help businesses run and grow online, and connect talent with employers.',
  },
  training: {
    title: 'Training',
    body: 'Courses in web development, cloud computing, data science, project management, digital marketing and leadership.',
    courses: [
      'Web Development',
      'Cloud Computing',
      'Data Science',
      'Project Management',
      'Digital Marketing',
      'Leadership',
    ],
  },
  contact: {
    title: 'Get in Touch',
    body: 'Questions about training, projects or careers? Write to us and we will get back to you.',
    hours: 'Business hours: Mon-Fri 9am-6pm',
  },
} as const;
