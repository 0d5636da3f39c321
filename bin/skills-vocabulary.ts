/**
 * Writes the skills vocabulary (`functions/contract/data/skills-vocabulary.ts`, issue 37) from two
 * open sources, each kept at a fixed version: GitHub Linguist's language list as published on npm
 * (`linguist-languages`, MIT) for programming, data and markup languages with their aliases, and
 * the Devicon collection (`devicon`, MIT; its `devicon.json` names and alternative names) for
 * frameworks, libraries, databases, clouds and tools. A short list of the project's own
 * (office, business, data and networking skills that neither names) completes it. Each entry names
 * its source; a source entry that no longer exists stops the script. Licences and the sources are
 * written beside the data (`skills-vocabulary.NOTICE.md`).
 *
 * Run: `npx tsx bin/skills-vocabulary.ts` (downloads the two packages with `npm pack` into a
 * temporary folder; nothing is installed).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const LINGUIST = 'linguist-languages@9.5.0';
const DEVICON = 'devicon@2.17.0';
const OUT = join(import.meta.dirname, '..', 'functions', 'contract', 'data');

/**
 * One skill: `label` as admins see it; `aliases` written in CVs (matched without case);
 * `exact` matched with their case only ("Go", "R", "SAP"); `listed` only inside a list
 * ("Python, Go, Rust"), for names that are also everyday words.
 */
interface Skill {
  label: string;
  aliases?: string[];
  exact?: string[];
  listed?: string[];
}

/** Linguist languages by their Linguist name; the label is that name unless given. */
const FROM_LINGUIST: (Skill & { linguist: string })[] = [
  { linguist: 'JavaScript', label: 'JavaScript', aliases: ['JS', 'ES6', 'ECMAScript'] },
  { linguist: 'TypeScript', label: 'TypeScript' },
  { linguist: 'Python', label: 'Python', aliases: ['Python3', 'Python 3'] },
  { linguist: 'Java', label: 'Java', aliases: ['Core Java', 'Java SE', 'Java EE', 'J2EE'] },
  { linguist: 'C', label: 'C', exact: [], listed: ['C'] },
  { linguist: 'C++', label: 'C++', aliases: ['CPP'] },
  { linguist: 'C#', label: 'C#', aliases: ['C Sharp', 'CSharp'] },
  { linguist: 'Go', label: 'Go', aliases: ['Golang'], listed: ['Go'] },
  { linguist: 'Rust', label: 'Rust', listed: ['Rust'] },
  { linguist: 'Ruby', label: 'Ruby', listed: ['Ruby'] },
  { linguist: 'PHP', label: 'PHP' },
  { linguist: 'Swift', label: 'Swift', listed: ['Swift'] },
  { linguist: 'Kotlin', label: 'Kotlin' },
  { linguist: 'Scala', label: 'Scala' },
  { linguist: 'R', label: 'R', listed: ['R'] },
  { linguist: 'MATLAB', label: 'MATLAB' },
  { linguist: 'Perl', label: 'Perl' },
  {
    linguist: 'Shell',
    label: 'Shell scripting',
    aliases: ['Shell scripting', 'Shell script', 'Shell scripts'],
  },
  { linguist: 'PowerShell', label: 'PowerShell' },
  { linguist: 'SQL', label: 'SQL' },
  { linguist: 'PLSQL', label: 'PL/SQL' },
  { linguist: 'TSQL', label: 'T-SQL', aliases: ['Transact-SQL'] },
  { linguist: 'HTML', label: 'HTML', aliases: ['HTML5'] },
  { linguist: 'CSS', label: 'CSS', aliases: ['CSS3'] },
  { linguist: 'SCSS', label: 'Sass', aliases: ['SCSS', 'Sass'] },
  { linguist: 'Less', label: 'Less', listed: ['Less'] },
  { linguist: 'Dart', label: 'Dart' },
  { linguist: 'Elixir', label: 'Elixir' },
  { linguist: 'Erlang', label: 'Erlang' },
  { linguist: 'Haskell', label: 'Haskell' },
  { linguist: 'Clojure', label: 'Clojure' },
  { linguist: 'F#', label: 'F#' },
  { linguist: 'Objective-C', label: 'Objective-C' },
  { linguist: 'Visual Basic .NET', label: 'VB.NET' },
  { linguist: 'VBA', label: 'VBA', aliases: ['Excel VBA'] },
  { linguist: 'Lua', label: 'Lua' },
  { linguist: 'Julia', label: 'Julia', listed: ['Julia'] },
  { linguist: 'Groovy', label: 'Groovy' },
  { linguist: 'COBOL', label: 'COBOL' },
  { linguist: 'Fortran', label: 'Fortran' },
  {
    linguist: 'Assembly',
    label: 'Assembly language',
    aliases: ['Assembly language', 'x86 assembly', 'ARM assembly'],
  },
  { linguist: 'Solidity', label: 'Solidity' },
  { linguist: 'GraphQL', label: 'GraphQL' },
  { linguist: 'YAML', label: 'YAML' },
  { linguist: 'JSON', label: 'JSON' },
  { linguist: 'XML', label: 'XML' },
  { linguist: 'Markdown', label: 'Markdown' },
  { linguist: 'TeX', label: 'LaTeX', aliases: ['LaTeX'] },
  { linguist: 'HCL', label: 'HCL' },
  { linguist: 'Jupyter Notebook', label: 'Jupyter', aliases: ['Jupyter', 'Jupyter Notebook', 'JupyterLab'] },
  { linguist: 'Apex', label: 'Apex', listed: ['Apex'] },
  { linguist: 'ABAP', label: 'ABAP' },
  { linguist: 'Pascal', label: 'Pascal', listed: ['Pascal'] },
  { linguist: 'OCaml', label: 'OCaml' },
  { linguist: 'Elm', label: 'Elm', listed: ['Elm'] },
  { linguist: 'Prolog', label: 'Prolog' },
  { linguist: 'Common Lisp', label: 'Lisp', aliases: ['Lisp'] },
  { linguist: 'SAS', label: 'SAS', exact: ['SAS'] },
  { linguist: 'Stata', label: 'Stata' },
  { linguist: 'Verilog', label: 'Verilog' },
  { linguist: 'VHDL', label: 'VHDL' },
  { linguist: 'Cuda', label: 'CUDA' },
  { linguist: 'GLSL', label: 'GLSL' },
  { linguist: 'Jinja', label: 'Jinja' },
  { linguist: 'Bicep', label: 'Bicep' },
  { linguist: 'Ada', label: 'Ada', exact: [], listed: ['Ada'] },
  { linguist: 'Smalltalk', label: 'Smalltalk' },
  { linguist: 'Raku', label: 'Raku' },
  { linguist: 'Zig', label: 'Zig', listed: ['Zig'] },
  { linguist: 'Mojo', label: 'Mojo', listed: ['Mojo'] },
  { linguist: 'Visual Basic 6.0', label: 'Visual Basic', aliases: ['Visual Basic', 'VB6'] },
  { linguist: 'Protocol Buffer', label: 'Protocol Buffers', aliases: ['Protobuf', 'Protocol Buffers'] },
  { linguist: 'Makefile', label: 'Make', aliases: ['Makefile', 'Makefiles'] },
  { linguist: 'CMake', label: 'CMake' },
  { linguist: 'Nix', label: 'Nix', listed: ['Nix'] },
];

/** Devicon entries by their slug. */
const FROM_DEVICON: (Skill & { devicon: string })[] = [
  ['react', 'React', 'React.js, ReactJS, React JS'],
  ['angular', 'Angular', 'Angular 2+'],
  ['angularjs', 'AngularJS', 'Angular.js'],
  ['vuejs', 'Vue.js', 'Vue, VueJS, Vue 3'],
  ['nextjs', 'Next.js', 'NextJS'],
  ['nuxtjs', 'Nuxt', 'Nuxt.js'],
  ['svelte', 'Svelte', 'SvelteKit'],
  ['jquery', 'jQuery'],
  ['bootstrap', 'Bootstrap'],
  ['tailwindcss', 'Tailwind CSS', 'Tailwind, TailwindCSS'],
  ['materialui', 'Material UI', 'MUI, Material-UI'],
  ['redux', 'Redux', 'Redux Toolkit'],
  ['rxjs', 'RxJS'],
  ['webpack', 'Webpack'],
  ['vitejs', 'Vite'],
  ['babel', 'Babel'],
  ['eslint', 'ESLint'],
  ['storybook', 'Storybook'],
  ['threejs', 'Three.js', 'ThreeJS'],
  ['d3js', 'D3.js', 'D3'],
  ['nodejs', 'Node.js', 'NodeJS, Node JS', ['Node']],
  ['express', 'Express.js', 'ExpressJS', ['Express']],
  ['nestjs', 'NestJS', 'Nest.js'],
  ['django', 'Django', 'Django REST Framework, DRF'],
  ['flask', 'Flask'],
  ['fastapi', 'FastAPI'],
  ['spring', 'Spring', 'Spring Boot, Spring Framework, Spring MVC, SpringBoot', ['Spring']],
  ['hibernate', 'Hibernate'],
  ['dotnetcore', '.NET', '.NET Core, .NET Framework, dotnet, .NET 6, .NET 8'],
  ['entityframeworkcore', 'Entity Framework', 'Entity Framework Core, EF Core'],
  ['blazor', 'Blazor'],
  ['laravel', 'Laravel'],
  ['symfony', 'Symfony'],
  ['codeigniter', 'CodeIgniter'],
  ['rails', 'Ruby on Rails', 'RoR', ['Rails']],
  ['quarkus', 'Quarkus'],
  ['ktor', 'Ktor'],
  ['graphql', 'GraphQL'],
  ['apollographql', 'Apollo GraphQL', 'Apollo Client, Apollo Server'],
  ['socketio', 'Socket.IO'],
  ['grpc', 'gRPC'],
  ['android', 'Android', 'Android SDK'],
  ['androidstudio', 'Android Studio'],
  ['reactnative', 'React Native'],
  ['flutter', 'Flutter'],
  ['xamarin', 'Xamarin'],
  ['ionic', 'Ionic', 'Ionic Framework', ['Ionic']],
  ['jetpackcompose', 'Jetpack Compose'],
  ['xcode', 'Xcode'],
  ['electron', 'Electron', 'Electron.js', ['Electron']],
  ['mysql', 'MySQL'],
  ['postgresql', 'PostgreSQL', 'Postgres, psql, Postgre SQL'],
  ['sqlite', 'SQLite'],
  ['microsoftsqlserver', 'SQL Server', 'MS SQL, MSSQL, MS SQL Server, Microsoft SQL Server'],
  ['oracle', 'Oracle Database', 'Oracle DB, Oracle 11g, Oracle 12c, Oracle 19c', ['Oracle']],
  ['mariadb', 'MariaDB'],
  ['mongodb', 'MongoDB', 'Mongo'],
  ['redis', 'Redis'],
  ['cassandra', 'Cassandra', 'Apache Cassandra', ['Cassandra']],
  ['couchdb', 'CouchDB'],
  ['dynamodb', 'DynamoDB'],
  ['cosmosdb', 'Cosmos DB', 'CosmosDB'],
  ['neo4j', 'Neo4j'],
  ['elasticsearch', 'Elasticsearch', 'Elastic Search, ELK'],
  ['firebase', 'Firebase'],
  ['supabase', 'Supabase'],
  ['influxdb', 'InfluxDB'],
  ['clickhouse', 'ClickHouse'],
  ['duckdb', 'DuckDB'],
  ['prisma', 'Prisma', 'Prisma ORM'],
  ['sequelize', 'Sequelize'],
  ['sqlalchemy', 'SQLAlchemy'],
  ['mongoose', 'Mongoose'],
  ['amazonwebservices', 'AWS', 'Amazon Web Services'],
  ['azure', 'Azure', 'Microsoft Azure'],
  ['googlecloud', 'Google Cloud', 'GCP, Google Cloud Platform'],
  ['digitalocean', 'DigitalOcean'],
  ['heroku', 'Heroku'],
  ['netlify', 'Netlify'],
  ['vercel', 'Vercel'],
  ['cloudflare', 'Cloudflare'],
  ['openstack', 'OpenStack'],
  ['docker', 'Docker', 'Docker Compose'],
  ['kubernetes', 'Kubernetes', 'k8s'],
  ['helm', 'Helm', 'Helm charts', ['Helm']],
  ['podman', 'Podman'],
  ['rancher', 'Rancher'],
  ['terraform', 'Terraform'],
  ['pulumi', 'Pulumi'],
  ['ansible', 'Ansible'],
  ['vagrant', 'Vagrant'],
  ['vault', 'HashiCorp Vault', '', ['Vault']],
  ['consul', 'Consul', '', ['Consul']],
  ['packer', 'Packer', '', ['Packer']],
  ['jenkins', 'Jenkins', '', ['Jenkins']],
  ['githubactions', 'GitHub Actions'],
  ['gitlab', 'GitLab', 'GitLab CI, GitLab CI/CD'],
  ['circleci', 'CircleCI', 'Circle CI'],
  ['travis', 'Travis CI'],
  ['azuredevops', 'Azure DevOps', 'VSTS, TFS'],
  ['bamboo', 'Bamboo', '', ['Bamboo']],
  ['argocd', 'Argo CD', 'ArgoCD'],
  ['git', 'Git'],
  ['github', 'GitHub'],
  ['bitbucket', 'Bitbucket'],
  ['subversion', 'Subversion', 'SVN'],
  ['nginx', 'Nginx'],
  ['apache', 'Apache HTTP Server', 'Apache HTTPD, Apache2'],
  ['tomcat', 'Tomcat', 'Apache Tomcat'],
  ['rabbitmq', 'RabbitMQ'],
  ['apachekafka', 'Kafka', 'Apache Kafka'],
  ['apachespark', 'Spark', 'Apache Spark, PySpark', ['Spark']],
  ['hadoop', 'Hadoop', 'Apache Hadoop, HDFS, MapReduce'],
  ['apacheairflow', 'Airflow', 'Apache Airflow'],
  ['prometheus', 'Prometheus'],
  ['grafana', 'Grafana'],
  ['kibana', 'Kibana'],
  ['logstash', 'Logstash'],
  ['datadog', 'Datadog'],
  ['newrelic', 'New Relic'],
  ['splunk', 'Splunk'],
  ['sentry', 'Sentry', '', ['Sentry']],
  ['opentelemetry', 'OpenTelemetry'],
  ['sonarqube', 'SonarQube'],
  ['jest', 'Jest'],
  ['mocha', 'Mocha', '', ['Mocha']],
  ['jasmine', 'Jasmine', '', ['Jasmine']],
  ['karma', 'Karma', '', ['Karma']],
  ['cypressio', 'Cypress', 'Cypress.io', ['Cypress']],
  ['playwright', 'Playwright'],
  ['puppeteer', 'Puppeteer'],
  ['selenium', 'Selenium', 'Selenium WebDriver'],
  ['junit', 'JUnit'],
  ['pytest', 'pytest'],
  ['vitest', 'Vitest'],
  ['cucumber', 'Cucumber', '', ['Cucumber']],
  ['rspec', 'RSpec'],
  ['postman', 'Postman'],
  ['swagger', 'Swagger', 'OpenAPI'],
  ['tensorflow', 'TensorFlow'],
  ['pytorch', 'PyTorch'],
  ['keras', 'Keras'],
  ['scikitlearn', 'scikit-learn', 'sklearn, scikit learn'],
  ['pandas', 'pandas'],
  ['numpy', 'NumPy'],
  ['matplotlib', 'Matplotlib'],
  ['plotly', 'Plotly'],
  ['opencv', 'OpenCV'],
  ['jupyter', 'Jupyter'],
  ['googlecolab', 'Google Colab', 'Colab'],
  ['kaggle', 'Kaggle'],
  ['streamlit', 'Streamlit'],
  ['kubeflow', 'Kubeflow'],
  ['rstudio', 'RStudio'],
  ['spss', 'SPSS', 'IBM SPSS'],
  ['linux', 'Linux'],
  ['ubuntu', 'Ubuntu'],
  ['debian', 'Debian'],
  ['centos', 'CentOS'],
  ['redhat', 'Red Hat', 'RHEL, Red Hat Enterprise Linux'],
  ['unix', 'Unix'],
  ['bash', 'Bash', 'Bash scripting'],
  ['vim', 'Vim'],
  ['vscode', 'VS Code', 'Visual Studio Code, VSCode'],
  ['visualstudio', 'Visual Studio'],
  ['intellij', 'IntelliJ IDEA', 'IntelliJ'],
  ['eclipse', 'Eclipse', 'Eclipse IDE', ['Eclipse']],
  ['pycharm', 'PyCharm'],
  ['jira', 'Jira', 'JIRA'],
  ['confluence', 'Confluence', '', ['Confluence']],
  ['trello', 'Trello'],
  ['slack', 'Slack', '', ['Slack']],
  ['notion', 'Notion', '', ['Notion']],
  ['figma', 'Figma'],
  ['xd', 'Adobe XD'],
  ['sketch', 'Sketch', '', ['Sketch']],
  ['photoshop', 'Photoshop', 'Adobe Photoshop'],
  ['illustrator', 'Illustrator', 'Adobe Illustrator'],
  ['premierepro', 'Premiere Pro', 'Adobe Premiere, Adobe Premiere Pro'],
  ['aftereffects', 'After Effects', 'Adobe After Effects'],
  ['blender', 'Blender', '', ['Blender']],
  ['unity', 'Unity', 'Unity3D, Unity 3D', ['Unity']],
  ['unrealengine', 'Unreal Engine', 'UE4, UE5'],
  ['godot', 'Godot'],
  ['wordpress', 'WordPress'],
  ['drupal', 'Drupal'],
  ['magento', 'Magento'],
  ['woocommerce', 'WooCommerce'],
  ['salesforce', 'Salesforce', 'Salesforce CRM, SFDC'],
  ['arduino', 'Arduino'],
  ['raspberrypi', 'Raspberry Pi'],
  ['embeddedc', 'Embedded C'],
  ['labview', 'LabVIEW'],
  ['ros', 'ROS', 'Robot Operating System'],
  ['opengl', 'OpenGL'],
  ['vulkan', 'Vulkan'],
  ['webpack', 'Webpack'],
  ['npm', 'npm'],
  ['yarn', 'Yarn', '', ['Yarn']],
  ['maven', 'Maven', 'Apache Maven'],
  ['gradle', 'Gradle'],
  ['bazel', 'Bazel'],
  ['oauth', 'OAuth', 'OAuth2, OAuth 2.0'],
  ['okta', 'Okta'],
  ['latex', 'LaTeX'],
  ['unifiedmodelinglanguage', 'UML'],
  ['mapbox', 'Mapbox'],
  ['twilio', 'Twilio'],
  ['nats', 'NATS', '', []],
  ['hyperv', 'Hyper-V'],
  ['vsphere', 'VMware vSphere', 'vSphere'],
  ['proxmox', 'Proxmox'],
  ['powershell', 'PowerShell'],
  ['windows11', 'Windows', 'Microsoft Windows', ['Windows']],
  ['matlab', 'MATLAB'],
  ['wasm', 'WebAssembly', 'Wasm'],
  ['htmx', 'htmx'],
  ['alpinejs', 'Alpine.js'],
  ['solidjs', 'SolidJS'],
  ['remix', 'Remix', '', ['Remix']],
  ['gatsby', 'Gatsby', 'GatsbyJS', ['Gatsby']],
  ['astro', 'Astro', '', ['Astro']],
  ['ember', 'Ember.js', 'EmberJS'],
  ['backbonejs', 'Backbone.js'],
  ['jhipster', 'JHipster'],
  ['vaadin', 'Vaadin'],
  ['thymeleaf', 'Thymeleaf'],
  ['qt', 'Qt', '', []],
  ['gcc', 'GCC'],
  ['llvm', 'LLVM'],
  ['tauri', 'Tauri'],
  ['denojs', 'Deno'],
  ['bun', 'Bun', '', ['Bun']],
  ['pnpm', 'pnpm'],
  ['turbo', 'Turborepo'],
  ['traefikproxy', 'Traefik'],
  ['envoy', 'Envoy', '', ['Envoy']],
  ['jaegertracing', 'Jaeger'],
  ['k6', 'k6', '', []],
  ['gatling', 'Gatling'],
].map(([devicon, label, aliases, listed]) => ({
  devicon: devicon as string,
  label: label as string,
  aliases: ((aliases as string | undefined) ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean),
  listed: (listed as string[] | undefined) ?? [],
}));

/** The project's own: skills CVs name that neither source lists. */
const FROM_PROJECT: Skill[] = [
  {
    label: 'Microsoft Excel',
    aliases: ['MS Excel', 'Advanced Excel', 'Microsoft Excel', 'Excel spreadsheets', 'MS-Excel'],
    exact: ['Excel'],
  },
  { label: 'ASP.NET', aliases: ['ASP.NET Core', 'ASP.NET MVC', 'ASP.NET Web API'] },
  { label: 'Microsoft Word', aliases: ['MS Word', 'Microsoft Word'] },
  { label: 'PowerPoint', aliases: ['MS PowerPoint', 'Microsoft PowerPoint', 'PowerPoint'] },
  {
    label: 'Microsoft Office',
    aliases: ['MS Office', 'Microsoft Office', 'Office 365', 'Microsoft 365', 'MS Office Suite'],
  },
  { label: 'Microsoft Access', aliases: ['MS Access', 'Microsoft Access'] },
  { label: 'SharePoint', aliases: ['SharePoint', 'MS SharePoint'] },
  { label: 'Microsoft Dynamics 365', aliases: ['Dynamics 365', 'Microsoft Dynamics', 'Dynamics CRM'] },
  { label: 'Power Automate', aliases: ['Microsoft Flow'] },
  {
    label: 'SAP',
    exact: ['SAP'],
    aliases: ['SAP ERP', 'SAP S/4HANA', 'SAP FICO', 'SAP MM', 'SAP SD', 'SAP HANA'],
  },
  { label: 'ServiceNow' },
  { label: 'HubSpot' },
  { label: 'Zendesk' },
  { label: 'QuickBooks' },
  { label: 'Xero', listed: ['Xero'] },
  { label: 'Tally', aliases: ['Tally ERP', 'Tally ERP 9', 'Tally Prime'] },
  { label: 'Tableau' },
  { label: 'Power BI', aliases: ['PowerBI', 'Microsoft Power BI'] },
  { label: 'Auth0' },
  { label: 'Istio' },
  { label: 'Looker', aliases: ['Looker Studio', 'Google Data Studio'] },
  { label: 'Qlik', aliases: ['QlikView', 'Qlik Sense'] },
  { label: 'Snowflake', listed: ['Snowflake'], aliases: ['Snowflake Data Cloud'] },
  { label: 'Databricks' },
  { label: 'BigQuery', aliases: ['Google BigQuery'] },
  { label: 'Amazon Redshift', aliases: ['Redshift'] },
  { label: 'dbt', exact: ['dbt'] },
  { label: 'ETL', aliases: ['ETL pipelines', 'ELT'] },
  { label: 'Data warehousing', aliases: ['Data warehouse', 'Data warehousing', 'DWH'] },
  { label: 'Data analysis', aliases: ['Data analysis', 'Data analytics'] },
  { label: 'Data visualisation', aliases: ['Data visualization', 'Data visualisation'] },
  { label: 'Statistics', aliases: ['Statistical analysis', 'Statistics'] },
  { label: 'Machine learning', aliases: ['Machine learning'], exact: ['ML'] },
  { label: 'Deep learning', aliases: ['Deep learning'] },
  { label: 'NLP', aliases: ['Natural language processing'], exact: ['NLP'] },
  { label: 'Computer vision', aliases: ['Computer vision'] },
  {
    label: 'Generative AI',
    aliases: ['GenAI', 'Gen AI', 'LLMs', 'Large language models', 'Prompt engineering'],
  },
  { label: 'LangChain' },
  { label: 'Hugging Face', aliases: ['HuggingFace', 'Hugging Face Transformers'] },
  { label: 'NLTK' },
  { label: 'spaCy' },
  { label: 'XGBoost' },
  { label: 'Apache Hive', aliases: ['Hive', 'HiveQL'] },
  { label: 'Power Query' },
  { label: 'REST APIs', aliases: ['REST', 'RESTful', 'REST API', 'RESTful APIs', 'RESTful services'] },
  { label: 'SOAP', exact: ['SOAP'] },
  { label: 'Microservices', aliases: ['Microservice architecture', 'Microservices'] },
  { label: 'CI/CD', aliases: ['CI/CD', 'CICD', 'Continuous integration', 'Continuous delivery'] },
  { label: 'DevOps' },
  { label: 'TDD', aliases: ['Test-driven development'], exact: ['TDD'] },
  { label: 'BDD', exact: ['BDD'] },
  { label: 'OOP', aliases: ['Object-oriented programming', 'OOPs', 'OOAD'] },
  { label: 'Data structures and algorithms', aliases: ['Data structures', 'DSA', 'Algorithms'] },
  { label: 'Design patterns' },
  { label: 'Agile', aliases: ['Agile methodologies', 'Agile methodology'] },
  { label: 'Scrum', aliases: ['Scrum Master', 'CSM', 'PSM'] },
  { label: 'Kanban' },
  { label: 'ITIL', aliases: ['ITIL v4', 'ITIL Foundation'] },
  { label: 'PMP', exact: ['PMP'] },
  { label: 'PRINCE2' },
  { label: 'Six Sigma', aliases: ['Lean Six Sigma'] },
  { label: 'Project management' },
  { label: 'Business analysis' },
  { label: 'Requirements gathering', aliases: ['Requirements analysis', 'Requirement gathering'] },
  { label: 'Stakeholder management' },
  { label: 'BPMN' },
  { label: 'Risk management' },
  { label: 'Financial analysis', aliases: ['Financial modelling', 'Financial modeling'] },
  { label: 'Accounting', aliases: ['Bookkeeping', 'Accounts payable', 'Accounts receivable'] },
  { label: 'Payroll' },
  { label: 'Budgeting', aliases: ['Budget management', 'Forecasting'] },
  { label: 'CRM', aliases: ['Customer relationship management'] },
  { label: 'ERP', exact: ['ERP'] },
  { label: 'SEO', aliases: ['Search engine optimisation', 'Search engine optimization'] },
  { label: 'SEM', exact: ['SEM'] },
  { label: 'Google Analytics', aliases: ['GA4'] },
  { label: 'Google Ads', aliases: ['Google AdWords', 'AdWords'] },
  { label: 'Digital marketing' },
  { label: 'Social media marketing', aliases: ['Social media management'] },
  { label: 'Content marketing', aliases: ['Content writing', 'Copywriting'] },
  { label: 'Email marketing', aliases: ['Mailchimp'] },
  { label: 'Customer service', aliases: ['Customer support', 'Customer care'] },
  { label: 'Technical support', aliases: ['IT support', 'Help desk', 'Helpdesk', 'Service desk'] },
  { label: 'Public speaking' },
  { label: 'Team leadership', aliases: ['Team management', 'People management'] },
  { label: 'Negotiation' },
  { label: 'Recruitment', aliases: ['Talent acquisition'] },
  { label: 'TCP/IP' },
  { label: 'DNS', exact: ['DNS'] },
  { label: 'DHCP' },
  { label: 'VPN', exact: ['VPN'] },
  { label: 'LAN/WAN', aliases: ['LAN', 'WAN', 'LAN/WAN'] },
  {
    label: 'Routing and switching',
    aliases: ['Routing & switching', 'Routing and switching', 'OSPF', 'BGP', 'EIGRP'],
  },
  { label: 'Cisco', aliases: ['Cisco IOS', 'Cisco routers'] },
  { label: 'CCNA' },
  { label: 'CCNP' },
  {
    label: 'Firewalls',
    aliases: ['Firewall', 'Firewalls', 'Fortinet', 'FortiGate', 'pfSense', 'Palo Alto Networks'],
  },
  { label: 'Wireshark' },
  { label: 'Nmap' },
  { label: 'Metasploit' },
  { label: 'Burp Suite' },
  { label: 'Penetration testing', aliases: ['Pen testing', 'Pentesting', 'Ethical hacking'] },
  { label: 'SIEM' },
  { label: 'OWASP', aliases: ['OWASP Top 10'] },
  { label: 'ISO 27001', aliases: ['ISO/IEC 27001'] },
  { label: 'GDPR' },
  { label: 'Active Directory', aliases: ['Azure AD', 'Entra ID'] },
  { label: 'VMware', aliases: ['VMware ESXi', 'ESXi'] },
  { label: 'Citrix' },
  { label: 'Windows Server', aliases: ['Windows Server 2016', 'Windows Server 2019', 'Windows Server 2022'] },
  { label: 'macOS', aliases: ['Mac OS', 'OS X'] },
  { label: 'iOS', exact: ['iOS'] },
  { label: 'SwiftUI' },
  { label: 'Nagios' },
  { label: 'Zabbix' },
  { label: 'Puppet', listed: ['Puppet'] },
  { label: 'Chef', listed: ['Chef'] },
  { label: 'AWS Lambda', aliases: ['Lambda functions'] },
  { label: 'Amazon S3', aliases: ['AWS S3', 'S3'] },
  { label: 'Amazon EC2', aliases: ['AWS EC2', 'EC2'] },
  { label: 'CloudFormation', aliases: ['AWS CloudFormation'] },
  { label: 'AWS CDK', aliases: ['CDK'] },
  { label: 'Serverless', aliases: ['Serverless Framework'] },
  { label: 'OpenShift', aliases: ['Red Hat OpenShift'] },
  { label: 'Apache JMeter', aliases: ['JMeter'] },
  { label: 'TestNG' },
  { label: 'Appium' },
  { label: 'Manual testing' },
  { label: 'Automation testing', aliases: ['Test automation', 'Automated testing'] },
  { label: 'AutoCAD' },
  { label: 'SolidWorks' },
  { label: 'Revit', aliases: ['Autodesk Revit'] },
  { label: 'CATIA' },
  { label: 'ANSYS' },
  { label: 'Simulink' },
  { label: 'PLC', aliases: ['PLC programming'], exact: ['PLC'] },
  { label: 'SCADA' },
  { label: 'RTOS', aliases: ['FreeRTOS'] },
  { label: 'Adobe InDesign', aliases: ['InDesign'] },
  { label: 'Canva', listed: ['Canva'] },
  { label: 'UI/UX design', aliases: ['UI/UX', 'UX design', 'UI design', 'User experience design'] },
  { label: 'Wireframing', aliases: ['Prototyping'] },
  { label: 'Responsive web design', aliases: ['Responsive design'] },
  { label: 'Web accessibility', aliases: ['WCAG', 'Accessibility (a11y)'] },
  { label: 'JWT', aliases: ['JSON Web Tokens'] },
  { label: 'WebSockets', aliases: ['WebSocket'] },
  { label: 'Shopify' },
  { label: 'Stripe', listed: ['Stripe'] },
  { label: 'Blockchain' },
  { label: 'Ethereum' },
  { label: 'Web3', aliases: ['Web3.js'] },
];

interface Linguist {
  name: string;
  aliases?: string[];
}
interface Devicon {
  name: string;
  altnames: string[];
}

/**
 * Aliases from a source that are everyday words, file names, other languages' names or too
 * unlike what a CV writes ("inc", "octave", "terraform" under HCL, "apollo", "rpi").
 */
const UNSAFE_ALIASES = new Set([
  ...'sh bash zsh js ts py rb cs cake cakescript golang make bsdmake mf rss xsd xsl wsdl rake node nodejs yml hcl'.split(
    ' ',
  ),
  ...'inc rbx octave terraform opentofu splus envrc posh geojson jsonl sarif topojson pandoc proto nixos asm'.split(
    ' ',
  ),
  ...'django apollo alpine scikit sonar rpi hudson msql mystructuredquerylanguage remotedictionaryserver rusthon'.split(
    ' ',
  ),
  'json with comments',
  'vb .net',
  'vb.net',
  'visual basic',
  'vbnet',
  'fsharp',
  'csharp',
  'html+django',
  'html+jinja',
  'htmldjango',
  'html ui framework',
  'the apache software foundation',
  'performant npm',
  'okta developer',
  'low level virtual machine',
  'google remote procedure call',
]);

function mergedAliases(label: string, own: readonly string[], source: readonly string[]): string[] {
  const safe = source.filter((a) => a.length >= 3 && !UNSAFE_ALIASES.has(a.toLowerCase()));
  const all = [label, ...own, ...safe];
  const seen = new Set<string>();
  return all.filter((a) => {
    const key = a.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Unpacks `members` of the npm package `spec` into a folder of `dir`; answers the folder. */
function pack(spec: string, dir: string, members: string[]): string {
  const file = execFileSync('npm', ['pack', spec, '--silent'], { cwd: dir, encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop()!;
  const target = join(dir, spec.split('@')[0]!);
  execFileSync('mkdir', ['-p', target]);
  execFileSync('tar', [
    'xzf',
    join(dir, file),
    '-C',
    target,
    '--strip-components=1',
    '--wildcards',
    ...members,
  ]);
  return target;
}

const tmp = mkdtempSync(join(tmpdir(), 'skills-vocabulary-'));
try {
  const linguistDir = pack(LINGUIST, tmp, ['package/LICENSE', 'package/index.js', 'package/data/*']);
  const deviconDir = pack(DEVICON, tmp, ['package/LICENSE', 'package/devicon.json']);
  const languages = (await import(pathToFileURL(join(linguistDir, 'index.js')).href)) as Record<
    string,
    Linguist
  >;
  const devicons = new Map(
    (JSON.parse(readFileSync(join(deviconDir, 'devicon.json'), 'utf8')) as Devicon[]).map((d) => [d.name, d]),
  );
  const entries: { label: string; aliases: string[]; exact: string[]; listed: string[]; source: string }[] =
    [];
  const missing: string[] = [];
  for (const s of FROM_LINGUIST) {
    const lang = languages[s.linguist];
    if (!lang) missing.push(`linguist:${s.linguist}`);
    const fromSource = lang ? [lang.name, ...(lang.aliases ?? [])] : [];
    entries.push({
      label: s.label,
      aliases: mergedAliases(s.label, s.aliases ?? [], fromSource).filter(
        (a) => !(s.listed ?? []).includes(a) && !(s.exact ?? []).includes(a) && a.length > 1,
      ),
      exact: s.exact ?? [],
      listed: s.listed ?? [],
      source: `linguist:${s.linguist}`,
    });
  }
  for (const s of FROM_DEVICON) {
    const icon = devicons.get(s.devicon);
    if (!icon) missing.push(`devicon:${s.devicon}`);
    entries.push({
      label: s.label,
      aliases: mergedAliases(s.label, s.aliases ?? [], icon?.altnames ?? []).filter(
        (a) => !(s.listed ?? []).includes(a),
      ),
      exact: [],
      listed: s.listed ?? [],
      source: `devicon:${s.devicon}`,
    });
  }
  for (const s of FROM_PROJECT)
    entries.push({
      label: s.label,
      aliases: mergedAliases(s.label, s.aliases ?? [], []).filter(
        (a) => !(s.listed ?? []).includes(a) && !(s.exact ?? []).includes(a),
      ),
      exact: s.exact ?? [],
      listed: s.listed ?? [],
      source: 'project',
    });
  if (missing.length) throw new Error(`not in the sources: ${missing.join(', ')}`);
  // One entry per label: a label listed twice (Linguist's and Devicon's GraphQL) merges its words.
  const byLabel = new Map<string, (typeof entries)[number]>();
  for (const e of entries) {
    const had = byLabel.get(e.label);
    if (!had) byLabel.set(e.label, e);
    else {
      had.aliases = mergedAliases(had.label, had.aliases, e.aliases);
      had.exact = [...new Set([...had.exact, ...e.exact])];
      had.listed = [...new Set([...had.listed, ...e.listed])];
      had.source = `${had.source} ${e.source}`;
    }
  }
  // An alias belongs to one skill only: the first that names it.
  const owner = new Map<string, string>();
  for (const e of byLabel.values())
    e.aliases = e.aliases.filter((a) => {
      const key = a.toLowerCase();
      if (owner.has(key) && owner.get(key) !== e.label) return false;
      owner.set(key, e.label);
      return true;
    });
  const rows = [...byLabel.values()].map((e) => {
    const fields = [`label: ${JSON.stringify(e.label)}`, `aliases: ${JSON.stringify(e.aliases)}`];
    if (e.exact.length) fields.push(`exact: ${JSON.stringify(e.exact)}`);
    if (e.listed.length) fields.push(`listed: ${JSON.stringify(e.listed)}`);
    fields.push(`source: ${JSON.stringify(e.source)}`);
    return `  { ${fields.join(', ')} },`;
  });
  writeFileSync(
    join(OUT, 'skills-vocabulary.ts'),
    `/**
 * The skills vocabulary (issue 37): ${rows.length} skills with the words CVs write them in. Written by
 * \`npx tsx bin/skills-vocabulary.ts\` from ${LINGUIST} and ${DEVICON} (MIT; see
 * skills-vocabulary.NOTICE.md) and the project's own entries (\`source: 'project'\`); edit the script,
 * not this file. \`aliases\` match without case, \`exact\` with their case, \`listed\` only inside a
 * list ("Python, Go, Rust"), as functions/contract/cv-skills.ts reads them.
 */
export interface VocabularySkill {
  label: string;
  aliases: readonly string[];
  exact?: readonly string[];
  listed?: readonly string[];
  /** \`linguist:<name>\`, \`devicon:<slug>\` or \`project\`. */
  source: string;
}

export const SKILLS_VOCABULARY: readonly VocabularySkill[] = [
${rows.join('\n')}
];
`,
  );
  const licence = (dir: string) => readFileSync(join(dir, 'LICENSE'), 'utf8').trim();
  writeFileSync(
    join(OUT, 'skills-vocabulary.NOTICE.md'),
    `# Sources of the skills vocabulary

\`skills-vocabulary.ts\` is written by \`bin/skills-vocabulary.ts\` from:

- **${LINGUIST}** (npm), GitHub Linguist's \`languages.yml\` as data: the names and aliases of
  programming, data and markup languages (entries with \`source: 'linguist:…'\`).
- **${DEVICON}** (npm), the Devicon collection's \`devicon.json\`: the alternative names of
  frameworks, libraries, databases, clouds and tools (entries with \`source: 'devicon:…'\`); the
  labels are written in the script.
- The project's own entries (\`source: 'project'\`): office, business, data and networking skills.

## linguist-languages licence

\`\`\`
${licence(linguistDir)}
\`\`\`

## devicon licence

\`\`\`
${licence(deviconDir)}
\`\`\`
`,
  );
  console.log(`${rows.length} skills written to ${OUT}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
