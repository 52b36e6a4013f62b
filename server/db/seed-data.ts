/*
 * Demo content for an empty database. Dates are relative to the seeding time (Asia/Muscat calendar
 * days) so the demo always has upcoming, running and ended events. Money in baisa, coins in hundredths.
 * `sold` is the number of seats bought by generated demo buyers; the demo user's own bookings come on top.
 */

export const SEED_CITIES = ['Muscat', 'Salalah', 'Nizwa', 'Sohar', 'Sur'] as const;
export type TSeedCity = (typeof SEED_CITIES)[number];

/** A Muscat calendar day relative to today plus a local time, or an offset from now. */
export type TSeedWhen = { day: number; at: string } | { hoursFromNow: number };
export type TSeedEnd = TSeedWhen | { durationHours: number };

export type TSeedTicket = {
  name: string;
  price: number;
  total: number;
  sold: number;
  usageLimit?: number;
  perBuyerLimit?: number;
  coinsOnPurchase?: number;
  coinsOnUsage?: number;
  /** 'event': valid from two hours before the start until the finish; 'open': no window. */
  validity?: 'event' | 'open';
};

export type TSeedEvent = {
  key: string;
  name: string;
  description: string;
  city: TSeedCity | null;
  /** Second line on the poster when there is no city. */
  posterSubtitle?: string;
  start: TSeedWhen;
  end: TSeedEnd;
  categories: string[];
  badges: string[];
  tickets: TSeedTicket[];
  palette: [string, string];
};

export type TSeedCategory = { name: string; description?: string; children: { name: string; description?: string }[] };

export const SEED_CATEGORIES: TSeedCategory[] = [
  {
    name: 'Music',
    description: 'Live music across Oman, from symphony halls to beach stages.',
    children: [
      { name: 'Concerts', description: 'Pop, rock and Arabic stars live.' },
      { name: 'Oud & Traditional', description: 'Oud, Omani folk arts and sea songs.' },
      { name: 'DJ Nights' },
      { name: 'Classical & Opera', description: 'Performances at the Royal Opera House and beyond.' },
    ],
  },
  {
    name: 'Sports',
    description: 'Races, matches and active weekends.',
    children: [
      { name: 'Running & Cycling' },
      { name: 'Watersports', description: 'Kayaking, sailing and swimming along the coast.' },
      { name: 'Football' },
    ],
  },
  {
    name: 'Arts & Culture',
    children: [
      { name: 'Theatre & Comedy' },
      { name: 'Exhibitions', description: 'Galleries, museums and photography.' },
      { name: 'Heritage', description: 'Forts, souqs, crafts and living traditions.' },
      { name: 'Poetry & Literature' },
    ],
  },
  {
    name: 'Family',
    description: 'Days out for every age.',
    children: [
      { name: 'Festivals' },
      { name: 'Kids Workshops', description: 'Hands-on learning for young explorers.' },
      { name: 'Outdoor Adventures' },
    ],
  },
  {
    name: 'Food & Drink',
    children: [
      { name: 'Food Festivals' },
      { name: 'Cooking Classes', description: 'Learn Omani classics from local cooks.' },
      { name: 'Coffee & Dates' },
    ],
  },
  {
    name: 'Business & Tech',
    description: 'Meetups, conferences and workshops for builders.',
    children: [{ name: 'Meetups' }, { name: 'Conferences' }, { name: 'Workshops' }],
  },
];

export const SEED_BADGES = [
  { name: 'Featured', color: 'purple' },
  { name: 'Family friendly', color: 'green' },
  { name: 'Limited seats', color: 'orange' },
  { name: 'New', color: 'blue' },
  { name: 'Outdoor', color: 'teal' },
] as const;

export type TSeedReward = {
  title: string;
  description: string;
  cost: number;
  validFromDay: number | null;
  validUntilDay: number | null;
  active?: boolean;
};

export const SEED_REWARDS: TSeedReward[] = [
  {
    title: 'Free coffee at Muscat Opera café',
    description: 'A cup of Omani coffee or a flat white with dates at the Opera Galleria café.',
    cost: 5000,
    validFromDay: -60,
    validUntilDay: 120,
  },
  {
    title: '10% off your next booking',
    description: 'A discount code for any paid ticket on Tadhkira, valid for one booking.',
    cost: 3000,
    validFromDay: -30,
    validUntilDay: 180,
  },
  {
    title: 'VIP upgrade at the Royal Opera House',
    description: 'Upgrade a standard seat to a premium box for one performance, subject to availability.',
    cost: 12000,
    validFromDay: -30,
    validUntilDay: 365,
  },
  {
    title: 'Khareef Festival family pass',
    description: 'One day of entry for a family of four at the Salalah Khareef Festival.',
    cost: 8000,
    validFromDay: 15,
    validUntilDay: 60,
  },
  {
    title: 'Frankincense gift box from Mutrah Souq',
    description: 'A small box of Hojari frankincense with a clay burner.',
    cost: 6000,
    validFromDay: -90,
    validUntilDay: -5,
  },
  {
    title: 'Desert camp dinner for two',
    description: 'Dinner under the stars at a partner camp in the Wahiba Sands.',
    cost: 25000,
    validFromDay: -10,
    validUntilDay: null,
    active: false,
  },
];

export const SEED_SLIDES = [
  { key: 'muscat', title: 'Muscat', palette: ['#0f4c81', '#f08a5d'] as [string, string] },
  { key: 'salalah', title: 'Salalah', palette: ['#1b5e20', '#9ccc65'] as [string, string] },
  { key: 'nizwa', title: 'Nizwa', palette: ['#6d4c41', '#ffb74d'] as [string, string] },
  { key: 'sur', title: 'Sur', palette: ['#006064', '#4dd0e1'] as [string, string] },
];

/** Demo buyers whose purchases make sold counts, reports and check-in progress real. */
export const SEED_BUYERS: { name: string; email: string; locale: 'en' | 'ar' }[] = [
  { name: 'Salim Al-Harthy', email: 'salim.alharthy@demo.tadhkira.om', locale: 'en' },
  { name: 'Fatma Al-Rawahi', email: 'fatma.alrawahi@demo.tadhkira.om', locale: 'ar' },
  { name: 'Ahmed Al-Said', email: 'ahmed.alsaid@demo.tadhkira.om', locale: 'ar' },
  { name: 'Maryam Al-Lawati', email: 'maryam.allawati@demo.tadhkira.om', locale: 'en' },
  { name: 'Khalid Al-Maskari', email: 'khalid.almaskari@demo.tadhkira.om', locale: 'en' },
  { name: 'Noor Al-Hinai', email: 'noor.alhinai@demo.tadhkira.om', locale: 'ar' },
  { name: 'Yousuf Al-Kindi', email: 'yousuf.alkindi@demo.tadhkira.om', locale: 'en' },
  { name: 'Huda Al-Farsi', email: 'huda.alfarsi@demo.tadhkira.om', locale: 'ar' },
  { name: 'Said Al-Busaidi', email: 'said.albusaidi@demo.tadhkira.om', locale: 'en' },
  { name: 'Laila Al-Zadjali', email: 'laila.alzadjali@demo.tadhkira.om', locale: 'en' },
  { name: 'Hamed Al-Abri', email: 'hamed.alabri@demo.tadhkira.om', locale: 'ar' },
  { name: 'Reem Al-Mahrouqi', email: 'reem.almahrouqi@demo.tadhkira.om', locale: 'en' },
];

export const SEED_EVENTS: TSeedEvent[] = [
  // ——— Muscat ———
  {
    key: 'muscat-nights',
    name: 'Muscat Nights Festival',
    description:
      'Al Amerat Park and Qurum Natural Park light up for two weeks of concerts, food stalls, fireworks and a drone show over the sea.\n\n' +
      'Each evening brings a new line-up of Omani and Gulf artists, a heritage village with craftspeople at work, and rides for children. Day tickets cover one evening; the 3-day pass can be scanned on any three evenings.',
    city: 'Muscat',
    start: { day: -3, at: '16:00' },
    end: { day: 10, at: '23:30' },
    categories: ['Festivals', 'Concerts', 'Food Festivals'],
    badges: ['Featured', 'Family friendly', 'Outdoor'],
    tickets: [
      { name: 'Day entry', price: 1000, total: 500, sold: 64, coinsOnPurchase: 50, coinsOnUsage: 20 },
      { name: 'Festival 3-day pass', price: 2500, total: 200, sold: 23, usageLimit: 3, perBuyerLimit: 6, coinsOnPurchase: 3000, coinsOnUsage: 500 },
      { name: 'Children under 12', price: 0, total: 300, sold: 30, perBuyerLimit: 4 },
    ],
    palette: ['#4a148c', '#ff6f00'],
  },
  {
    key: 'opera-gala',
    name: 'Royal Opera House Muscat: Oman Symphony Gala',
    description:
      'The Royal Oman Symphony Orchestra opens its season in the main hall of the Royal Opera House Muscat with Rimsky-Korsakov\'s Scheherazade and new works by Omani composers.\n\n' +
      'Doors open at 18:45. Formal dress is expected; children under seven are not admitted to evening performances.',
    city: 'Muscat',
    start: { day: 5, at: '19:30' },
    end: { durationHours: 2.5 },
    categories: ['Classical & Opera', 'Concerts'],
    badges: ['Featured'],
    tickets: [
      { name: 'Standard seat', price: 12500, total: 120, sold: 46, perBuyerLimit: 6, coinsOnPurchase: 1500, coinsOnUsage: 300 },
      { name: 'Premium box', price: 25000, total: 20, sold: 20, perBuyerLimit: 4, coinsOnPurchase: 2500 },
    ],
    palette: ['#1a237e', '#c5a572'],
  },
  {
    key: 'opera-traviata',
    name: 'La Traviata at the Royal Opera House Muscat',
    description:
      'Verdi\'s tragic love story in a new co-production with the Teatro Comunale di Bologna, sung in Italian with Arabic and English surtitles.\n\n' +
      'Running time about three hours including one interval. The opera café serves light meals before the performance.',
    city: 'Muscat',
    start: { day: 18, at: '19:30' },
    end: { durationHours: 3 },
    categories: ['Classical & Opera'],
    badges: [],
    tickets: [
      { name: 'Stalls', price: 25000, total: 80, sold: 18, perBuyerLimit: 6, coinsOnPurchase: 2500, coinsOnUsage: 300 },
      { name: 'Balcony', price: 12500, total: 100, sold: 12, coinsOnPurchase: 1200 },
    ],
    palette: ['#880e4f', '#f8bbd0'],
  },
  {
    key: 'oud-zubair',
    name: 'أمسية عود في بيت الزبير',
    description:
      'أمسية موسيقية في حديقة متحف بيت الزبير يحييها نخبة من عازفي العود العمانيين، مع مقطوعات من التراث العماني والخليجي.\n\n' +
      'تُقدَّم القهوة العمانية والتمر للحضور، ويُنصح بالحضور قبل نصف ساعة من بدء الأمسية.',
    city: 'Muscat',
    start: { day: 9, at: '20:00' },
    end: { durationHours: 2 },
    categories: ['Oud & Traditional'],
    badges: ['New'],
    tickets: [{ name: 'دخول عام', price: 5000, total: 60, sold: 14, coinsOnPurchase: 500, coinsOnUsage: 100 }],
    palette: ['#3e2723', '#d4a373'],
  },
  {
    key: 'tech-meetup',
    name: 'Knowledge Oasis Muscat Tech Meetup: AI in Arabic',
    description:
      'Engineers from Omani startups share how they build Arabic speech and language features: dialect data, right-to-left interfaces and evaluation.\n\n' +
      'Three short talks, then networking with karak and samosas. Held in the Knowledge Oasis Muscat innovation hub.',
    city: 'Muscat',
    start: { day: -10, at: '18:30' },
    end: { durationHours: 3 },
    categories: ['Meetups', 'Workshops'],
    badges: [],
    tickets: [{ name: 'Community ticket', price: 1005, total: 80, sold: 38, coinsOnPurchase: 1000, coinsOnUsage: 500 }],
    palette: ['#0d47a1', '#00bfa5'],
  },
  {
    key: 'pitch-night',
    name: 'Muscat Startup Pitch Night',
    description:
      'Ten early-stage founders pitch to a panel of investors in five minutes each. The audience votes for the people\'s choice award.\n\n' +
      'Free entry, but seats are limited: register for up to two tickets.',
    city: 'Muscat',
    start: { day: 12, at: '19:00' },
    end: { durationHours: 2.5 },
    categories: ['Meetups'],
    badges: ['New'],
    tickets: [{ name: 'Free registration', price: 0, total: 150, sold: 21, perBuyerLimit: 2, coinsOnUsage: 200 }],
    palette: ['#263238', '#ffca28'],
  },
  {
    key: 'cloud-summit',
    name: 'Oman Cloud & Data Summit',
    description:
      'Two days at the Oman Convention and Exhibition Centre on cloud, data sovereignty and AI for government and industry.\n\n' +
      'The conference pass is scanned once on each day. Early-bird passes sold out within a week.',
    city: 'Muscat',
    start: { day: 30, at: '09:00' },
    end: { day: 31, at: '17:00' },
    categories: ['Conferences'],
    badges: ['Featured'],
    tickets: [
      { name: 'Early bird 2-day pass', price: 30000, total: 50, sold: 50, usageLimit: 2, coinsOnPurchase: 2000 },
      { name: '2-day conference pass', price: 45000, total: 250, sold: 17, usageLimit: 2, perBuyerLimit: 10, coinsOnPurchase: 3000, coinsOnUsage: 250 },
    ],
    palette: ['#01579b', '#80deea'],
  },
  {
    key: 'sunset-yoga',
    name: 'Qurum Beach Sunset Yoga',
    description:
      'An open-air vinyasa session on the sand at Qurum Beach, finishing with breathing exercises as the sun sets over the Gulf of Oman.\n\n' +
      'Bring a mat and water. Suitable for beginners.',
    city: 'Muscat',
    start: { hoursFromNow: -1 },
    end: { hoursFromNow: 2 },
    categories: ['Outdoor Adventures'],
    badges: ['Outdoor'],
    tickets: [{ name: 'Mat spot', price: 0, total: 60, sold: 22, validity: 'open', coinsOnUsage: 100 }],
    palette: ['#ff7043', '#ffd54f'],
  },
  {
    key: 'mutrah-food-walk',
    name: 'Mutrah Souq Food Walk',
    description:
      'A guided evening walk through Mutrah Souq and the corniche tasting shuwa, mishkak skewers, Omani halwa and fresh juice.\n\n' +
      'Groups of twenty with a local guide; all tastings are included.',
    city: 'Muscat',
    start: { day: 3, at: '17:00' },
    end: { durationHours: 3 },
    categories: ['Food Festivals', 'Heritage'],
    badges: ['Limited seats'],
    tickets: [{ name: 'Walk with tastings', price: 8000, total: 20, sold: 13, perBuyerLimit: 4, coinsOnPurchase: 800 }],
    palette: ['#bf360c', '#ffcc80'],
  },
  {
    key: 'muscat-run',
    name: 'Muscat Marathon Fun Run',
    description:
      'A flat 5 km and 10 km course along the Shatti Al Qurum waterfront, with water stations, timing chips and a finisher medal.\n\n' +
      'Race packs are collected at the start village from 05:00. The course closes at 08:30.',
    city: 'Muscat',
    start: { day: 25, at: '06:00' },
    end: { durationHours: 3 },
    categories: ['Running & Cycling'],
    badges: ['Outdoor'],
    tickets: [
      { name: '5 km', price: 3000, total: 400, sold: 35, coinsOnPurchase: 300, coinsOnUsage: 300 },
      { name: '10 km', price: 5000, total: 300, sold: 27, coinsOnPurchase: 500, coinsOnUsage: 500 },
    ],
    palette: ['#00695c', '#aed581'],
  },
  {
    key: 'khiran-kayak',
    name: 'Bandar Al Khiran Kayak Trip',
    description:
      'Paddle between the limestone islands and mangroves of Bandar Al Khiran with a certified guide, with a snorkelling stop in a hidden cove.\n\n' +
      'Kayaks, life jackets and snorkel gear are provided. Minimum age 12.',
    city: 'Muscat',
    start: { day: 7, at: '07:00' },
    end: { durationHours: 4 },
    categories: ['Watersports', 'Outdoor Adventures'],
    badges: ['Outdoor', 'Limited seats'],
    tickets: [{ name: 'Kayak seat', price: 15000, total: 12, sold: 12, perBuyerLimit: 2, coinsOnPurchase: 1500 }],
    palette: ['#006064', '#26c6da'],
  },
  {
    key: 'coffee-dates',
    name: 'جلسة القهوة العمانية والتمر',
    description:
      'جلسة تعريفية بطقوس القهوة العمانية: تحميص الحبوب، وإضافة الهيل وماء الورد، وآداب الضيافة، مع تذوق أنواع من التمور العمانية.\n\n' +
      'تقام الجلسة في مجلس تقليدي في حي الخوير، وتناسب جميع الأعمار.',
    city: 'Muscat',
    start: { day: 6, at: '17:00' },
    end: { durationHours: 2 },
    categories: ['Coffee & Dates', 'Heritage'],
    badges: ['Family friendly'],
    tickets: [{ name: 'مقعد', price: 2000, total: 40, sold: 9, coinsOnPurchase: 200 }],
    palette: ['#4e342e', '#a1887f'],
  },
  {
    key: 'kids-robotics',
    name: 'Kids Robotics Workshop',
    description:
      'Children aged 8 to 13 build and program a small line-following robot in teams, guided by engineering students at Knowledge Oasis Muscat.\n\n' +
      'All materials are included and each child takes their robot home. A parent must stay on site.',
    city: 'Muscat',
    start: { day: 11, at: '10:00' },
    end: { durationHours: 3 },
    categories: ['Kids Workshops', 'Workshops'],
    badges: ['Family friendly'],
    tickets: [{ name: 'Child place', price: 5000, total: 30, sold: 11, perBuyerLimit: 3, coinsOnPurchase: 500 }],
    palette: ['#283593', '#4fc3f7'],
  },
  {
    key: 'zubair-photo',
    name: 'Bait Al Zubair Photography Exhibition',
    description:
      '"Light on Stone" brings together sixty photographs of Oman\'s forts, wadis and villages by Omani photographers, shown in the Bait Al Zubair gallery.\n\n' +
      'Open daily from 09:00 to 18:00. Entry is free with a timed ticket.',
    city: 'Muscat',
    start: { day: -5, at: '09:00' },
    end: { day: 12, at: '18:00' },
    categories: ['Exhibitions'],
    badges: [],
    tickets: [{ name: 'Free entry', price: 0, total: 1000, sold: 40, validity: 'open' }],
    palette: ['#37474f', '#b0bec5'],
  },
  {
    key: 'comedy-night',
    name: 'Muscat Comedy Night',
    description:
      'Stand-up in English and Arabic from four comedians of the Gulf comedy circuit, hosted at the City Amphitheatre.\n\n' +
      'Suitable for ages 16 and over.',
    city: 'Muscat',
    start: { day: -6, at: '20:00' },
    end: { durationHours: 2 },
    categories: ['Theatre & Comedy'],
    badges: [],
    tickets: [{ name: 'General admission', price: 7500, total: 150, sold: 52, coinsOnPurchase: 1000, coinsOnUsage: 200 }],
    palette: ['#311b92', '#ff4081'],
  },
  {
    key: 'mouj-dj',
    name: 'DJ Night at Al Mouj Marina',
    description:
      'House and Arabic electronic sets on the marina boardwalk, with a rooftop lounge for VIP guests.\n\n' +
      'Over-18s only; ID is checked at the gate.',
    city: 'Muscat',
    start: { day: 15, at: '21:00' },
    end: { durationHours: 4 },
    categories: ['DJ Nights'],
    badges: ['New'],
    tickets: [
      { name: 'Standard', price: 10000, total: 300, sold: 33, coinsOnPurchase: 500 },
      { name: 'VIP lounge', price: 20000, total: 40, sold: 8, perBuyerLimit: 4, coinsOnPurchase: 1500 },
    ],
    palette: ['#1a0033', '#00e5ff'],
  },
  {
    key: 'calligraphy-online',
    name: 'ورشة الخط العربي عبر الإنترنت',
    description:
      'ورشة مباشرة عبر الإنترنت لتعلّم أساسيات خط الرقعة والنسخ مع خطاط عماني، تشمل تمارين عملية وملاحظات فردية.\n\n' +
      'يصل رابط الورشة إلى بريدك الإلكتروني قبل موعدها بساعة. يلزم قلم خط وورق.',
    city: null,
    posterSubtitle: 'أونلاين',
    start: { day: 8, at: '18:00' },
    end: { durationHours: 2 },
    categories: ['Poetry & Literature', 'Workshops'],
    badges: [],
    tickets: [{ name: 'مشاركة', price: 3000, total: 100, sold: 12, validity: 'open', coinsOnPurchase: 300 }],
    palette: ['#1b5e20', '#c8e6c9'],
  },
  {
    key: 'community-meetup',
    name: 'Tadhkira Community Meetup',
    description:
      'Meet the Tadhkira team and other event organisers: what we are building next, and your feedback on selling tickets online in Oman.\n\n' +
      'Venue to be announced to registered guests.',
    city: null,
    posterSubtitle: 'Venue TBA',
    start: { day: 40, at: '18:00' },
    end: { durationHours: 2 },
    categories: ['Meetups'],
    badges: ['New'],
    tickets: [{ name: 'Guest', price: 0, total: 80, sold: 6, perBuyerLimit: 2 }],
    palette: ['#004d40', '#ffab40'],
  },
  // ——— Salalah ———
  {
    key: 'khareef-festival',
    name: 'Salalah Khareef Festival',
    description:
      'The monsoon turns Dhofar green, and Salalah celebrates with a month of folk performances, a heritage village, Dhofari food and family shows at Ittin.\n\n' +
      'Day entry covers one day; the 5-day pass can be used on any five days of the festival.',
    city: 'Salalah',
    start: { day: 20, at: '16:00' },
    end: { day: 50, at: '23:00' },
    categories: ['Festivals', 'Food Festivals', 'Oud & Traditional'],
    badges: ['Featured', 'Family friendly', 'Outdoor'],
    tickets: [
      { name: 'Day entry', price: 1000, total: 2000, sold: 48, coinsOnPurchase: 50, coinsOnUsage: 20 },
      { name: 'Festival 5-day pass', price: 4000, total: 500, sold: 19, usageLimit: 5, perBuyerLimit: 8, coinsOnPurchase: 400, coinsOnUsage: 100 },
    ],
    palette: ['#1b5e20', '#76ff03'],
  },
  {
    key: 'mughsail-cleanup',
    name: 'تنظيف شاطئ المغسيل ونزهة عائلية',
    description:
      'حملة تطوعية لتنظيف شاطئ المغسيل بالتعاون مع فريق بيئي محلي، تليها نزهة عائلية وألعاب للأطفال قرب النوافير البحرية.\n\n' +
      'نوفر القفازات والأكياس ووجبة خفيفة. يرجى إحضار قبعة وماء.',
    city: 'Salalah',
    start: { day: 14, at: '07:00' },
    end: { durationHours: 4 },
    categories: ['Outdoor Adventures'],
    badges: ['Family friendly', 'Outdoor'],
    tickets: [{ name: 'متطوع', price: 0, total: 120, sold: 17, coinsOnUsage: 300 }],
    palette: ['#0277bd', '#b3e5fc'],
  },
  {
    key: 'frankincense-trail',
    name: 'Frankincense Trail Heritage Tour',
    description:
      'Visit the Al Baleed Archaeological Park and the Museum of the Frankincense Land, then Wadi Dawkah where the frankincense trees grow.\n\n' +
      'Air-conditioned transport from central Salalah is included.',
    city: 'Salalah',
    start: { day: 10, at: '09:00' },
    end: { durationHours: 5 },
    categories: ['Heritage', 'Exhibitions'],
    badges: [],
    tickets: [{ name: 'Tour seat', price: 6000, total: 40, sold: 15, perBuyerLimit: 5, coinsOnPurchase: 600 }],
    palette: ['#795548', '#ffe0b2'],
  },
  {
    key: 'salalah-folk',
    name: 'مهرجان صلالة للفنون الشعبية',
    description:
      'فرق من ظفار تقدّم فنون البرعة والهبوت والشرح على مسرح مفتوح، مع معرض للحرف اليدوية والأزياء التقليدية.\n\n' +
      'تُفتح الأبواب في السادسة والنصف مساءً.',
    city: 'Salalah',
    start: { day: 22, at: '19:00' },
    end: { durationHours: 3 },
    categories: ['Oud & Traditional', 'Heritage'],
    badges: [],
    tickets: [{ name: 'دخول عام', price: 3000, total: 200, sold: 16, coinsOnPurchase: 300 }],
    palette: ['#e65100', '#ffee58'],
  },
  {
    key: 'salalah-cup',
    name: 'Salalah Football Cup Final',
    description:
      'Dhofar Club meet Al Nasr in the final of the Salalah Cup at the Sultan Qaboos Sports Complex.\n\n' +
      'Gates open 90 minutes before kick-off.',
    city: 'Salalah',
    start: { day: -12, at: '19:00' },
    end: { durationHours: 2.5 },
    categories: ['Football'],
    badges: [],
    tickets: [{ name: 'Stand', price: 2000, total: 3000, sold: 70, perBuyerLimit: 10, coinsOnUsage: 100 }],
    palette: ['#b71c1c', '#ffffff'],
  },
  {
    key: 'darbat-hike',
    name: 'Wadi Darbat Guided Hike',
    description:
      'A morning hike to the Darbat waterfalls and caves with a Dhofari guide, through the greenest valley in Arabia during the khareef.\n\n' +
      'Moderate difficulty, about 8 km. Good walking shoes required.',
    city: 'Salalah',
    start: { day: 27, at: '08:00' },
    end: { durationHours: 5 },
    categories: ['Outdoor Adventures', 'Running & Cycling'],
    badges: ['Outdoor', 'Limited seats'],
    tickets: [{ name: 'Hiker', price: 12500, total: 25, sold: 9, perBuyerLimit: 4, coinsOnPurchase: 1200, coinsOnUsage: 300 }],
    palette: ['#2e7d32', '#a5d6a7'],
  },
  // ——— Nizwa ———
  {
    key: 'nizwa-fort-walk',
    name: 'Nizwa Fort Heritage Walk',
    description:
      'Climb the great round tower of Nizwa Fort, walk the old souq and watch silversmiths and potters at work, with a historian as your guide.\n\n' +
      'The walk takes about two hours and ends with coffee in the souq.',
    city: 'Nizwa',
    start: { day: 2, at: '09:00' },
    end: { durationHours: 2 },
    categories: ['Heritage'],
    badges: ['Family friendly'],
    tickets: [
      { name: 'Adult', price: 3000, total: 40, sold: 14, coinsOnPurchase: 300, coinsOnUsage: 100 },
      { name: 'Child', price: 1000, total: 20, sold: 6 },
    ],
    palette: ['#8d6e63', '#ffcc80'],
  },
  {
    key: 'nizwa-poetry',
    name: 'أمسية شعرية في نزوى',
    description:
      'نخبة من شعراء الفصحى والشعر النبطي يلتقون في أمسية تحت سماء نزوى، بمصاحبة عازف عود.\n\n' +
      'الدخول مجاني مع التسجيل المسبق، والمقاعد محدودة.',
    city: 'Nizwa',
    start: { day: 13, at: '20:00' },
    end: { durationHours: 2 },
    categories: ['Poetry & Literature'],
    badges: ['Limited seats'],
    tickets: [{ name: 'مقعد مجاني', price: 0, total: 80, sold: 20, perBuyerLimit: 2 }],
    palette: ['#4a148c', '#ce93d8'],
  },
  {
    key: 'nizwa-souq-photo',
    name: 'جولة تصوير في سوق نزوى',
    description:
      'جولة تصوير صباحية في سوق الماشية الشهير وسوق الخضار والفضيات، مع مصور محترف يشارك نصائح في التكوين والإضاءة.\n\n' +
      'تناسب هواة التصوير بالكاميرا أو الهاتف.',
    city: 'Nizwa',
    start: { day: 4, at: '07:00' },
    end: { durationHours: 3 },
    categories: ['Exhibitions', 'Heritage'],
    badges: [],
    tickets: [{ name: 'مشارك', price: 5000, total: 15, sold: 7, perBuyerLimit: 2, coinsOnPurchase: 500 }],
    palette: ['#5d4037', '#ffab91'],
  },
  {
    key: 'jebel-akhdar-trek',
    name: 'Jebel Akhdar Rose Harvest Trek',
    description:
      'Walk the terraced villages of Al Ayn and Al Aqr on the Saiq Plateau at rose-harvest time, and see rosewater distilled the traditional way.\n\n' +
      'Transport by 4×4 from Nizwa. The trail is steep in places.',
    city: 'Nizwa',
    start: { day: 35, at: '06:00' },
    end: { durationHours: 8 },
    categories: ['Outdoor Adventures', 'Heritage'],
    badges: ['Outdoor', 'Limited seats'],
    tickets: [{ name: 'Trekker', price: 18000, total: 16, sold: 5, perBuyerLimit: 4, coinsOnPurchase: 1800, coinsOnUsage: 500 }],
    palette: ['#ad1457', '#f48fb1'],
  },
  {
    key: 'halwa-class',
    name: 'Omani Halwa Cooking Class',
    description:
      'Stir a pot of Omani halwa with a family of halwa makers in Nizwa: sugar, ghee, saffron, cardamom and patience.\n\n' +
      'You take home a box of the halwa you made.',
    city: 'Nizwa',
    start: { day: 16, at: '16:00' },
    end: { durationHours: 3 },
    categories: ['Cooking Classes'],
    badges: ['Limited seats'],
    tickets: [{ name: 'Cook', price: 9000, total: 15, sold: 8, perBuyerLimit: 2, coinsOnPurchase: 900 }],
    palette: ['#e65100', '#ffcc80'],
  },
  {
    key: 'bahla-pottery',
    name: 'Bahla Pottery Workshop',
    description:
      'Shape a water jar on the wheel with a master potter from Bahla, a town famous for its clay for centuries.\n\n' +
      'Pieces are fired and can be collected the following week.',
    city: 'Nizwa',
    start: { day: 19, at: '10:00' },
    end: { durationHours: 3 },
    categories: ['Kids Workshops', 'Heritage'],
    badges: ['Family friendly'],
    tickets: [{ name: 'Place at the wheel', price: 4000, total: 24, sold: 10, perBuyerLimit: 4, coinsOnPurchase: 400 }],
    palette: ['#a1887f', '#ffe0b2'],
  },
  {
    key: 'jabrin-concert',
    name: 'حفل قلعة جبرين',
    description:
      'حفل موسيقي في ساحة قلعة جبرين التاريخية، يجمع الفرقة السلطانية للموسيقى التقليدية وضيوفاً من الخليج.\n\n' +
      'ينقل حافلات من نزوى إلى القلعة قبل الحفل بساعة.',
    city: 'Nizwa',
    start: { day: -20, at: '19:30' },
    end: { durationHours: 2.5 },
    categories: ['Concerts', 'Oud & Traditional'],
    badges: [],
    tickets: [{ name: 'دخول عام', price: 5000, total: 150, sold: 44, coinsOnPurchase: 500, coinsOnUsage: 100 }],
    palette: ['#3e2723', '#ffb300'],
  },
  // ——— Sohar ———
  {
    key: 'sohar-startup-weekend',
    name: 'Sohar Startup Weekend',
    description:
      'Fifty-four hours to go from an idea to a demo: form a team on Thursday evening, build with mentors, pitch on Saturday.\n\n' +
      'Meals are provided. The weekend pass is scanned once on each of the three days.',
    city: 'Sohar',
    start: { day: 45, at: '17:00' },
    end: { day: 47, at: '21:00' },
    categories: ['Meetups', 'Workshops'],
    badges: ['New'],
    tickets: [{ name: 'Weekend pass', price: 15000, total: 90, sold: 11, usageLimit: 3, perBuyerLimit: 1, coinsOnPurchase: 1500, coinsOnUsage: 200 }],
    palette: ['#1565c0', '#ff8a65'],
  },
  {
    key: 'sohar-cycling',
    name: 'Sohar Corniche Cycling Tour',
    description:
      'A relaxed 20 km group ride along the Sohar corniche to the fort and back, with a breakfast stop by the sea.\n\n' +
      'Bring your own bicycle and helmet; rental bikes are available on request.',
    city: 'Sohar',
    start: { day: 9, at: '06:30' },
    end: { durationHours: 3 },
    categories: ['Running & Cycling'],
    badges: ['Outdoor'],
    tickets: [{ name: 'Rider', price: 2000, total: 60, sold: 12, coinsOnPurchase: 200, coinsOnUsage: 200 }],
    palette: ['#2e7d32', '#fff176'],
  },
  {
    key: 'sohar-seafood',
    name: 'مهرجان صحار للمأكولات البحرية',
    description:
      'أكشاك لمطاعم صحار والباطنة تقدّم الكنعد المشوي والروبيان والقاشع، مع عروض طبخ حية ومسابقات للعائلات.\n\n' +
      'الدخول للأطفال دون السادسة مجاني.',
    city: 'Sohar',
    start: { day: 24, at: '17:00' },
    end: { durationHours: 5 },
    categories: ['Food Festivals', 'Festivals'],
    badges: ['Family friendly'],
    tickets: [{ name: 'دخول', price: 1000, total: 800, sold: 26, coinsOnPurchase: 100 }],
    palette: ['#01579b', '#ffab40'],
  },
  {
    key: 'sohar-regatta',
    name: 'Sohar Sailing Regatta',
    description:
      'Dinghies and catamarans race off Sohar beach. Spectators watch from the beach village; experienced sailors can enter as crew.\n\n' +
      'Crew entries include a life jacket, briefing and lunch.',
    city: 'Sohar',
    start: { day: 33, at: '09:00' },
    end: { durationHours: 7 },
    categories: ['Watersports'],
    badges: ['Outdoor'],
    tickets: [
      { name: 'Spectator', price: 0, total: 500, sold: 18 },
      { name: 'Crew entry', price: 20000, total: 10, sold: 4, perBuyerLimit: 1, coinsOnPurchase: 2000 },
    ],
    palette: ['#0277bd', '#e1f5fe'],
  },
  {
    key: 'sohar-treasure-hunt',
    name: 'Sohar Fort Kids Treasure Hunt',
    description:
      'Teams of children follow clues through Sohar Fort and its museum to find the lost map of the Sohar sailor.\n\n' +
      'For ages 6 to 12, with a parent.',
    city: 'Sohar',
    start: { day: -2, at: '16:00' },
    end: { durationHours: 2 },
    categories: ['Kids Workshops'],
    badges: ['Family friendly'],
    tickets: [{ name: 'Child', price: 2000, total: 40, sold: 25, perBuyerLimit: 4, coinsOnPurchase: 200, coinsOnUsage: 100 }],
    palette: ['#f57f17', '#fff59d'],
  },
  // ——— Sur ———
  {
    key: 'sur-dhow',
    name: 'Sur Dhow-Building Workshop',
    description:
      'Spend a morning in the dhow yard of Sur with shipwrights who still build ocean-going dhows by hand from teak and rope.\n\n' +
      'Includes a visit to the Maritime Museum and the Fatah Al Khair dhow.',
    city: 'Sur',
    start: { day: 17, at: '09:00' },
    end: { durationHours: 5 },
    categories: ['Heritage', 'Workshops'],
    badges: ['Limited seats'],
    tickets: [{ name: 'Workshop place', price: 8000, total: 16, sold: 9, perBuyerLimit: 2, coinsOnPurchase: 800, coinsOnUsage: 200 }],
    palette: ['#4e342e', '#4fc3f7'],
  },
  {
    key: 'ras-al-jinz',
    name: 'Ras Al Jinz Turtle Night Watch',
    description:
      'Watch green turtles come ashore to nest at the Ras Al Jinz reserve, with a ranger and red-light torches only.\n\n' +
      'No flash photography. Children must be at least five.',
    city: 'Sur',
    start: { day: 5, at: '20:30' },
    end: { durationHours: 3 },
    categories: ['Outdoor Adventures'],
    badges: ['Family friendly', 'Outdoor'],
    tickets: [{ name: 'Night watch', price: 7000, total: 30, sold: 27, perBuyerLimit: 4, coinsOnPurchase: 700, coinsOnUsage: 200 }],
    palette: ['#0d1b2a', '#4db6ac'],
  },
  {
    key: 'wahiba-run',
    name: 'Wahiba Sands Desert Run',
    description:
      'Half-marathon and 10 km races across the dunes of the Wahiba Sands, starting at sunrise from a desert camp, with a bus from Sur.\n\n' +
      'Runners must carry at least one litre of water.',
    city: 'Sur',
    start: { day: 28, at: '05:30' },
    end: { durationHours: 5 },
    categories: ['Running & Cycling', 'Outdoor Adventures'],
    badges: ['Outdoor', 'Featured'],
    tickets: [
      { name: '10 km', price: 12500, total: 150, sold: 14, coinsOnPurchase: 1200, coinsOnUsage: 500 },
      { name: 'Half marathon', price: 25000, total: 150, sold: 12, coinsOnPurchase: 2500, coinsOnUsage: 800 },
    ],
    palette: ['#e65100', '#ffe082'],
  },
  {
    key: 'sur-sea-songs',
    name: 'ليلة فن النهمة في صور',
    description:
      'ليلة من أغاني البحارة وفن النهمة الذي رافق رحلات الغوص والسفر في صور، يؤديها نهّامون من المدينة على الكورنيش.\n\n' +
      'تقام الأمسية في الهواء الطلق قرب منارة العيجة.',
    city: 'Sur',
    start: { day: 21, at: '20:00' },
    end: { durationHours: 2 },
    categories: ['Oud & Traditional'],
    badges: ['Outdoor'],
    tickets: [{ name: 'دخول عام', price: 3000, total: 100, sold: 8, coinsOnPurchase: 300 }],
    palette: ['#01579b', '#90caf9'],
  },
  {
    key: 'wadi-shab',
    name: 'Wadi Shab Swim & Hike',
    description:
      'Cross the river by boat, hike up the gorge, then swim through the pools to the cave with the hidden waterfall.\n\n' +
      'Waterproof bag and guide included. Good swimmers only.',
    city: 'Sur',
    start: { day: 11, at: '07:00' },
    end: { durationHours: 5 },
    categories: ['Outdoor Adventures', 'Watersports'],
    badges: ['Outdoor'],
    tickets: [{ name: 'Adventurer', price: 10000, total: 20, sold: 8, perBuyerLimit: 4, coinsOnPurchase: 1000 }],
    palette: ['#00838f', '#b2ebf2'],
  },
];
