/*
 * Demo content for an empty database. Dates are relative to the seeding time (Asia/Muscat calendar
 * days) so the demo always has upcoming, running and ended events. Money in baisa, coins in hundredths.
 * `sold` is the number of seats bought by generated demo buyers; the demo user's own bookings come on top.
 * Every text attendees read is written in English and in Modern Standard Arabic (`…Ar`), docs/product.md §3.
 */

export const SEED_CITIES = ['Muscat', 'Salalah', 'Nizwa', 'Sohar', 'Sur'] as const;
export type TSeedCity = (typeof SEED_CITIES)[number];

/** An event's location_ar: the city's Arabic name. */
export const SEED_CITIES_AR: Record<TSeedCity, string> = { Muscat: 'مسقط', Salalah: 'صلالة', Nizwa: 'نزوى', Sohar: 'صحار', Sur: 'صور' };

/** A Muscat calendar day relative to today plus a local time, or an offset from now. */
export type TSeedWhen = { day: number; at: string } | { hoursFromNow: number };
export type TSeedEnd = TSeedWhen | { durationHours: number };

export type TSeedTicket = {
  name: string;
  nameAr: string;
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
  nameAr: string;
  /** Events first written in Arabic render their poster from the Arabic title. */
  posterInArabic?: true;
  description: string;
  descriptionAr: string;
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

type TSeedCategoryText = { name: string; nameAr: string; description?: string; descriptionAr?: string };
export type TSeedCategory = TSeedCategoryText & { children: TSeedCategoryText[] };

export const SEED_CATEGORIES: TSeedCategory[] = [
  {
    name: 'Music',
    nameAr: 'موسيقى',
    description: 'Live music across Oman, from symphony halls to beach stages.',
    descriptionAr: 'موسيقى حية في أنحاء عُمان، من قاعات الحفلات السيمفونية إلى مسارح الشواطئ.',
    children: [
      {
        name: 'Concerts',
        nameAr: 'حفلات موسيقية',
        description: 'Pop, rock and Arabic stars live.',
        descriptionAr: 'نجوم البوب والروك والطرب العربي على المسرح.',
      },
      {
        name: 'Oud & Traditional',
        nameAr: 'العود والفنون التقليدية',
        description: 'Oud, Omani folk arts and sea songs.',
        descriptionAr: 'العود والفنون الشعبية العمانية وأغاني البحر.',
      },
      { name: 'DJ Nights', nameAr: 'ليالي الدي جي' },
      {
        name: 'Classical & Opera',
        nameAr: 'الموسيقى الكلاسيكية والأوبرا',
        description: 'Performances at the Royal Opera House and beyond.',
        descriptionAr: 'عروض في دار الأوبرا السلطانية وخارجها.',
      },
    ],
  },
  {
    name: 'Sports',
    nameAr: 'رياضة',
    description: 'Races, matches and active weekends.',
    descriptionAr: 'سباقات ومباريات وعطلات نهاية أسبوع مفعمة بالنشاط.',
    children: [
      { name: 'Running & Cycling', nameAr: 'الجري وركوب الدراجات' },
      {
        name: 'Watersports',
        nameAr: 'الرياضات المائية',
        description: 'Kayaking, sailing and swimming along the coast.',
        descriptionAr: 'التجديف بالكاياك والإبحار والسباحة على امتداد الساحل.',
      },
      { name: 'Football', nameAr: 'كرة القدم' },
    ],
  },
  {
    name: 'Arts & Culture',
    nameAr: 'فنون وثقافة',
    children: [
      { name: 'Theatre & Comedy', nameAr: 'المسرح والكوميديا' },
      {
        name: 'Exhibitions',
        nameAr: 'المعارض',
        description: 'Galleries, museums and photography.',
        descriptionAr: 'صالات العرض والمتاحف والتصوير الفوتوغرافي.',
      },
      {
        name: 'Heritage',
        nameAr: 'التراث',
        description: 'Forts, souqs, crafts and living traditions.',
        descriptionAr: 'القلاع والأسواق والحرف اليدوية والتقاليد الحية.',
      },
      { name: 'Poetry & Literature', nameAr: 'الشعر والأدب' },
    ],
  },
  {
    name: 'Family',
    nameAr: 'العائلة',
    description: 'Days out for every age.',
    descriptionAr: 'نزهات وأنشطة لجميع الأعمار.',
    children: [
      { name: 'Festivals', nameAr: 'المهرجانات' },
      {
        name: 'Kids Workshops',
        nameAr: 'ورش الأطفال',
        description: 'Hands-on learning for young explorers.',
        descriptionAr: 'تعلّم بالممارسة للمستكشفين الصغار.',
      },
      { name: 'Outdoor Adventures', nameAr: 'مغامرات في الهواء الطلق' },
    ],
  },
  {
    name: 'Food & Drink',
    nameAr: 'الطعام والشراب',
    children: [
      { name: 'Food Festivals', nameAr: 'مهرجانات الطعام' },
      {
        name: 'Cooking Classes',
        nameAr: 'دروس الطبخ',
        description: 'Learn Omani classics from local cooks.',
        descriptionAr: 'تعلّم الأطباق العمانية الأصيلة من طهاة محليين.',
      },
      { name: 'Coffee & Dates', nameAr: 'القهوة والتمر' },
    ],
  },
  {
    name: 'Business & Tech',
    nameAr: 'الأعمال والتقنية',
    description: 'Meetups, conferences and workshops for builders.',
    descriptionAr: 'لقاءات ومؤتمرات وورش عمل لصنّاع المنتجات والمشاريع.',
    children: [
      { name: 'Meetups', nameAr: 'لقاءات' },
      { name: 'Conferences', nameAr: 'مؤتمرات' },
      { name: 'Workshops', nameAr: 'ورش عمل' },
    ],
  },
];

export const SEED_BADGES = [
  { name: 'Featured', nameAr: 'مميّز', color: 'purple' },
  { name: 'Family friendly', nameAr: 'مناسب للعائلات', color: 'green' },
  { name: 'Limited seats', nameAr: 'مقاعد محدودة', color: 'orange' },
  { name: 'New', nameAr: 'جديد', color: 'blue' },
  { name: 'Outdoor', nameAr: 'في الهواء الطلق', color: 'teal' },
] as const;

export type TSeedReward = {
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  cost: number;
  validFromDay: number | null;
  validUntilDay: number | null;
  active?: boolean;
};

export const SEED_REWARDS: TSeedReward[] = [
  {
    title: 'Free coffee at Muscat Opera café',
    titleAr: 'قهوة مجانية في مقهى الأوبرا بمسقط',
    description: 'A cup of Omani coffee or a flat white with dates at the Opera Galleria café.',
    descriptionAr: 'فنجان من القهوة العمانية أو قهوة فلات وايت مع التمر في مقهى الأوبرا جاليريا.',
    cost: 5000,
    validFromDay: -60,
    validUntilDay: 120,
  },
  {
    title: '10% off your next booking',
    titleAr: 'خصم ١٠٪ على حجزك القادم',
    description: 'A discount code for any paid ticket on Tadhkira, valid for one booking.',
    descriptionAr: 'رمز خصم على أي تذكرة مدفوعة في تذكرة، صالح لحجز واحد.',
    cost: 3000,
    validFromDay: -30,
    validUntilDay: 180,
  },
  {
    title: 'VIP upgrade at the Royal Opera House',
    titleAr: 'ترقية لكبار الشخصيات في دار الأوبرا السلطانية',
    description: 'Upgrade a standard seat to a premium box for one performance, subject to availability.',
    descriptionAr: 'ترقية مقعد عادي إلى مقصورة مميزة لعرض واحد، حسب التوفر.',
    cost: 12000,
    validFromDay: -30,
    validUntilDay: 365,
  },
  {
    title: 'Khareef Festival family pass',
    titleAr: 'تذكرة عائلية لمهرجان الخريف',
    description: 'One day of entry for a family of four at the Salalah Khareef Festival.',
    descriptionAr: 'دخول ليوم واحد لعائلة من أربعة أفراد إلى مهرجان خريف صلالة.',
    cost: 8000,
    validFromDay: 15,
    validUntilDay: 60,
  },
  {
    title: 'Frankincense gift box from Mutrah Souq',
    titleAr: 'علبة هدية من اللبان من سوق مطرح',
    description: 'A small box of Hojari frankincense with a clay burner.',
    descriptionAr: 'علبة صغيرة من اللبان الحوجري مع مبخرة فخارية.',
    cost: 6000,
    validFromDay: -90,
    validUntilDay: -5,
  },
  {
    title: 'Desert camp dinner for two',
    titleAr: 'عشاء لشخصين في مخيم صحراوي',
    description: 'Dinner under the stars at a partner camp in the Wahiba Sands.',
    descriptionAr: 'عشاء تحت النجوم في مخيم شريك في رمال وهيبة.',
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
    nameAr: 'مهرجان ليالي مسقط',
    description:
      'Al Amerat Park and Qurum Natural Park light up for two weeks of concerts, food stalls, fireworks and a drone show over the sea.\n\n' +
      'Each evening brings a new line-up of Omani and Gulf artists, a heritage village with craftspeople at work, and rides for children. Day tickets cover one evening; the 3-day pass can be scanned on any three evenings.',
    descriptionAr:
      'تتلألأ حديقة العامرات ومتنزه القرم الطبيعي طوال أسبوعين بالحفلات الموسيقية وأكشاك الطعام والألعاب النارية وعرض للطائرات المسيّرة فوق البحر.\n\n' +
      'تحمل كل أمسية برنامجًا جديدًا من الفنانين العمانيين والخليجيين، وقرية تراثية يعمل فيها الحرفيون، وألعابًا للأطفال. تذكرة اليوم صالحة لأمسية واحدة، ويمكن مسح تذكرة الأيام الثلاثة في أي ثلاث أمسيات.',
    city: 'Muscat',
    start: { day: -3, at: '16:00' },
    end: { day: 10, at: '23:30' },
    categories: ['Festivals', 'Concerts', 'Food Festivals'],
    badges: ['Featured', 'Family friendly', 'Outdoor'],
    tickets: [
      { name: 'Day entry', nameAr: 'دخول ليوم واحد', price: 1000, total: 500, sold: 64, coinsOnPurchase: 50, coinsOnUsage: 20 },
      {
        name: 'Festival 3-day pass',
        nameAr: 'تذكرة المهرجان لثلاثة أيام',
        price: 2500,
        total: 200,
        sold: 23,
        usageLimit: 3,
        perBuyerLimit: 6,
        coinsOnPurchase: 3000,
        coinsOnUsage: 500,
      },
      { name: 'Children under 12', nameAr: 'الأطفال دون ١٢ عامًا', price: 0, total: 300, sold: 30, perBuyerLimit: 4 },
    ],
    palette: ['#4a148c', '#ff6f00'],
  },
  {
    key: 'opera-gala',
    name: 'Royal Opera House Muscat: Oman Symphony Gala',
    nameAr: 'دار الأوبرا السلطانية مسقط: الحفل السيمفوني العماني الكبير',
    description:
      "The Royal Oman Symphony Orchestra opens its season in the main hall of the Royal Opera House Muscat with Rimsky-Korsakov's Scheherazade and new works by Omani composers.\n\n" +
      'Doors open at 18:45. Formal dress is expected; children under seven are not admitted to evening performances.',
    descriptionAr:
      'تفتتح الأوركسترا السيمفونية السلطانية العمانية موسمها في القاعة الرئيسية لدار الأوبرا السلطانية مسقط بمتتالية «شهرزاد» لريمسكي-كورساكوف وأعمال جديدة لمؤلفين عمانيين.\n\n' +
      'تُفتح الأبواب في الساعة ١٨:٤٥. يُرجى ارتداء الزي الرسمي، ولا يُسمح بدخول الأطفال دون السابعة إلى العروض المسائية.',
    city: 'Muscat',
    start: { day: 5, at: '19:30' },
    end: { durationHours: 2.5 },
    categories: ['Classical & Opera', 'Concerts'],
    badges: ['Featured'],
    tickets: [
      { name: 'Standard seat', nameAr: 'مقعد عادي', price: 12500, total: 120, sold: 46, perBuyerLimit: 6, coinsOnPurchase: 1500, coinsOnUsage: 300 },
      { name: 'Premium box', nameAr: 'مقصورة مميزة', price: 25000, total: 20, sold: 20, perBuyerLimit: 4, coinsOnPurchase: 2500 },
    ],
    palette: ['#1a237e', '#c5a572'],
  },
  {
    key: 'opera-traviata',
    name: 'La Traviata at the Royal Opera House Muscat',
    nameAr: 'لا ترافياتا في دار الأوبرا السلطانية مسقط',
    description:
      "Verdi's tragic love story in a new co-production with the Teatro Comunale di Bologna, sung in Italian with Arabic and English surtitles.\n\n" +
      'Running time about three hours including one interval. The opera café serves light meals before the performance.',
    descriptionAr:
      'قصة الحب المأساوية لفيردي في إنتاج مشترك جديد مع مسرح كومونالي دي بولونيا، تُغنّى بالإيطالية مع ترجمة مرافقة بالعربية والإنجليزية.\n\n' +
      'مدة العرض نحو ثلاث ساعات تتخللها استراحة واحدة. يقدّم مقهى الأوبرا وجبات خفيفة قبل العرض.',
    city: 'Muscat',
    start: { day: 18, at: '19:30' },
    end: { durationHours: 3 },
    categories: ['Classical & Opera'],
    badges: [],
    tickets: [
      { name: 'Stalls', nameAr: 'مقاعد الصالة', price: 25000, total: 80, sold: 18, perBuyerLimit: 6, coinsOnPurchase: 2500, coinsOnUsage: 300 },
      { name: 'Balcony', nameAr: 'الشرفة', price: 12500, total: 100, sold: 12, coinsOnPurchase: 1200 },
    ],
    palette: ['#880e4f', '#f8bbd0'],
  },
  {
    key: 'oud-zubair',
    name: 'Oud Evening at Bait Al Zubair',
    nameAr: 'أمسية عود في بيت الزبير',
    /** First written in Arabic: its poster keeps the Arabic title. */
    posterInArabic: true,
    description:
      'A musical evening in the garden of the Bait Al Zubair museum with leading Omani oud players, performing pieces from Omani and Gulf heritage.\n\n' +
      'Omani coffee and dates are served to guests; please arrive half an hour before the evening begins.',
    descriptionAr:
      'أمسية موسيقية في حديقة متحف بيت الزبير يحييها نخبة من عازفي العود العمانيين، مع مقطوعات من التراث العماني والخليجي.\n\n' +
      'تُقدَّم القهوة العمانية والتمر للحضور، ويُنصح بالحضور قبل نصف ساعة من بدء الأمسية.',
    city: 'Muscat',
    start: { day: 9, at: '20:00' },
    end: { durationHours: 2 },
    categories: ['Oud & Traditional'],
    badges: ['New'],
    tickets: [{ name: 'General admission', nameAr: 'دخول عام', price: 5000, total: 60, sold: 14, coinsOnPurchase: 500, coinsOnUsage: 100 }],
    palette: ['#3e2723', '#d4a373'],
  },
  {
    key: 'tech-meetup',
    name: 'Knowledge Oasis Muscat Tech Meetup: AI in Arabic',
    nameAr: 'لقاء واحة المعرفة مسقط التقني: الذكاء الاصطناعي باللغة العربية',
    description:
      'Engineers from Omani startups share how they build Arabic speech and language features: dialect data, right-to-left interfaces and evaluation.\n\n' +
      'Three short talks, then networking with karak and samosas. Held in the Knowledge Oasis Muscat innovation hub.',
    descriptionAr:
      'يشارك مهندسون من الشركات العمانية الناشئة تجاربهم في بناء خصائص الكلام واللغة العربية: بيانات اللهجات، والواجهات من اليمين إلى اليسار، وأساليب التقييم.\n\n' +
      'ثلاث محاضرات قصيرة يعقبها تعارف مع شاي الكرك والسمبوسة. يُقام اللقاء في مركز الابتكار بواحة المعرفة مسقط.',
    city: 'Muscat',
    start: { day: -10, at: '18:30' },
    end: { durationHours: 3 },
    categories: ['Meetups', 'Workshops'],
    badges: [],
    tickets: [{ name: 'Community ticket', nameAr: 'تذكرة المجتمع', price: 1005, total: 80, sold: 38, coinsOnPurchase: 1000, coinsOnUsage: 500 }],
    palette: ['#0d47a1', '#00bfa5'],
  },
  {
    key: 'pitch-night',
    name: 'Muscat Startup Pitch Night',
    nameAr: 'أمسية عروض الشركات الناشئة في مسقط',
    description:
      "Ten early-stage founders pitch to a panel of investors in five minutes each. The audience votes for the people's choice award.\n\n" +
      'Free entry, but seats are limited: register for up to two tickets.',
    descriptionAr:
      'يعرض عشرة مؤسسين لشركات ناشئة في مراحلها الأولى مشاريعهم أمام لجنة من المستثمرين، خمس دقائق لكل منهم، ويصوّت الجمهور لجائزة اختيار الجمهور.\n\n' +
      'الدخول مجاني لكن المقاعد محدودة: يمكنك التسجيل لتذكرتين كحد أقصى.',
    city: 'Muscat',
    start: { day: 12, at: '19:00' },
    end: { durationHours: 2.5 },
    categories: ['Meetups'],
    badges: ['New'],
    tickets: [{ name: 'Free registration', nameAr: 'تسجيل مجاني', price: 0, total: 150, sold: 21, perBuyerLimit: 2, coinsOnUsage: 200 }],
    palette: ['#263238', '#ffca28'],
  },
  {
    key: 'cloud-summit',
    name: 'Oman Cloud & Data Summit',
    nameAr: 'قمة عُمان للحوسبة السحابية والبيانات',
    description:
      'Two days at the Oman Convention and Exhibition Centre on cloud, data sovereignty and AI for government and industry.\n\n' +
      'The conference pass is scanned once on each day. Early-bird passes sold out within a week.',
    descriptionAr:
      'يومان في مركز عُمان للمؤتمرات والمعارض حول الحوسبة السحابية وسيادة البيانات والذكاء الاصطناعي في القطاعين الحكومي والصناعي.\n\n' +
      'تُمسح تذكرة المؤتمر مرة واحدة في كل يوم. نفدت تذاكر الحجز المبكر خلال أسبوع.',
    city: 'Muscat',
    start: { day: 30, at: '09:00' },
    end: { day: 31, at: '17:00' },
    categories: ['Conferences'],
    badges: ['Featured'],
    tickets: [
      { name: 'Early bird 2-day pass', nameAr: 'تذكرة الحجز المبكر ليومين', price: 30000, total: 50, sold: 50, usageLimit: 2, coinsOnPurchase: 2000 },
      {
        name: '2-day conference pass',
        nameAr: 'تذكرة المؤتمر ليومين',
        price: 45000,
        total: 250,
        sold: 17,
        usageLimit: 2,
        perBuyerLimit: 10,
        coinsOnPurchase: 3000,
        coinsOnUsage: 250,
      },
    ],
    palette: ['#01579b', '#80deea'],
  },
  {
    key: 'sunset-yoga',
    name: 'Qurum Beach Sunset Yoga',
    nameAr: 'يوغا الغروب على شاطئ القرم',
    description:
      'An open-air vinyasa session on the sand at Qurum Beach, finishing with breathing exercises as the sun sets over the Gulf of Oman.\n\n' +
      'Bring a mat and water. Suitable for beginners.',
    descriptionAr:
      'جلسة فينياسا في الهواء الطلق على رمال شاطئ القرم، تُختتم بتمارين التنفس مع غروب الشمس فوق بحر عُمان.\n\n' + 'أحضر سجادتك وماءً. الجلسة مناسبة للمبتدئين.',
    city: 'Muscat',
    start: { hoursFromNow: -1 },
    end: { hoursFromNow: 2 },
    categories: ['Outdoor Adventures'],
    badges: ['Outdoor'],
    tickets: [{ name: 'Mat spot', nameAr: 'مكان للسجادة', price: 0, total: 60, sold: 22, validity: 'open', coinsOnUsage: 100 }],
    palette: ['#ff7043', '#ffd54f'],
  },
  {
    key: 'mutrah-food-walk',
    name: 'Mutrah Souq Food Walk',
    nameAr: 'جولة الطعام في سوق مطرح',
    description:
      'A guided evening walk through Mutrah Souq and the corniche tasting shuwa, mishkak skewers, Omani halwa and fresh juice.\n\n' +
      'Groups of twenty with a local guide; all tastings are included.',
    descriptionAr:
      'جولة مسائية بصحبة مرشد في سوق مطرح والكورنيش لتذوّق الشوا ومشاكيك اللحم والحلوى العمانية والعصائر الطازجة.\n\n' +
      'مجموعات من عشرين شخصًا مع مرشد محلي، وجميع الأطعمة مشمولة.',
    city: 'Muscat',
    start: { day: 3, at: '17:00' },
    end: { durationHours: 3 },
    categories: ['Food Festivals', 'Heritage'],
    badges: ['Limited seats'],
    tickets: [{ name: 'Walk with tastings', nameAr: 'جولة مع التذوق', price: 8000, total: 20, sold: 13, perBuyerLimit: 4, coinsOnPurchase: 800 }],
    palette: ['#bf360c', '#ffcc80'],
  },
  {
    key: 'muscat-run',
    name: 'Muscat Marathon Fun Run',
    nameAr: 'سباق المرح ضمن ماراثون مسقط',
    description:
      'A flat 5 km and 10 km course along the Shatti Al Qurum waterfront, with water stations, timing chips and a finisher medal.\n\n' +
      'Race packs are collected at the start village from 05:00. The course closes at 08:30.',
    descriptionAr:
      'مسار مستوٍ لمسافتي ٥ كم و١٠ كم على الواجهة البحرية لشاطئ القرم، مع محطات مياه وشرائح توقيت وميدالية لكل من يُكمل السباق.\n\n' +
      'تُستلم حقائب السباق من قرية الانطلاق ابتداءً من الساعة ٠٥:٠٠، ويُغلق المسار في الساعة ٠٨:٣٠.',
    city: 'Muscat',
    start: { day: 25, at: '06:00' },
    end: { durationHours: 3 },
    categories: ['Running & Cycling'],
    badges: ['Outdoor'],
    tickets: [
      { name: '5 km', nameAr: '٥ كم', price: 3000, total: 400, sold: 35, coinsOnPurchase: 300, coinsOnUsage: 300 },
      { name: '10 km', nameAr: '١٠ كم', price: 5000, total: 300, sold: 27, coinsOnPurchase: 500, coinsOnUsage: 500 },
    ],
    palette: ['#00695c', '#aed581'],
  },
  {
    key: 'khiran-kayak',
    name: 'Bandar Al Khiran Kayak Trip',
    nameAr: 'رحلة كاياك في بندر الخيران',
    description:
      'Paddle between the limestone islands and mangroves of Bandar Al Khiran with a certified guide, with a snorkelling stop in a hidden cove.\n\n' +
      'Kayaks, life jackets and snorkel gear are provided. Minimum age 12.',
    descriptionAr:
      'جدّف بين الجزر الجيرية وأشجار القرم في بندر الخيران مع مرشد معتمد، مع توقف للغطس في خليج صغير مخفي.\n\n' +
      'نوفر قوارب الكاياك وسترات النجاة ومعدات الغطس. الحد الأدنى للعمر ١٢ عامًا.',
    city: 'Muscat',
    start: { day: 7, at: '07:00' },
    end: { durationHours: 4 },
    categories: ['Watersports', 'Outdoor Adventures'],
    badges: ['Outdoor', 'Limited seats'],
    tickets: [{ name: 'Kayak seat', nameAr: 'مقعد في الكاياك', price: 15000, total: 12, sold: 12, perBuyerLimit: 2, coinsOnPurchase: 1500 }],
    palette: ['#006064', '#26c6da'],
  },
  {
    key: 'coffee-dates',
    name: 'Omani Coffee and Dates Session',
    nameAr: 'جلسة القهوة العمانية والتمر',
    /** First written in Arabic: its poster keeps the Arabic title. */
    posterInArabic: true,
    description:
      'An introduction to the rituals of Omani coffee: roasting the beans, adding cardamom and rosewater, and the etiquette of hospitality, with a tasting of Omani dates.\n\n' +
      'The session is held in a traditional majlis in Al Khuwair and suits all ages.',
    descriptionAr:
      'جلسة تعريفية بطقوس القهوة العمانية: تحميص الحبوب، وإضافة الهيل وماء الورد، وآداب الضيافة، مع تذوق أنواع من التمور العمانية.\n\n' +
      'تقام الجلسة في مجلس تقليدي في حي الخوير، وتناسب جميع الأعمار.',
    city: 'Muscat',
    start: { day: 6, at: '17:00' },
    end: { durationHours: 2 },
    categories: ['Coffee & Dates', 'Heritage'],
    badges: ['Family friendly'],
    tickets: [{ name: 'Seat', nameAr: 'مقعد', price: 2000, total: 40, sold: 9, coinsOnPurchase: 200 }],
    palette: ['#4e342e', '#a1887f'],
  },
  {
    key: 'kids-robotics',
    name: 'Kids Robotics Workshop',
    nameAr: 'ورشة الروبوتات للأطفال',
    description:
      'Children aged 8 to 13 build and program a small line-following robot in teams, guided by engineering students at Knowledge Oasis Muscat.\n\n' +
      'All materials are included and each child takes their robot home. A parent must stay on site.',
    descriptionAr:
      'يبني الأطفال من سن ٨ إلى ١٣ عامًا ضمن فرق روبوتًا صغيرًا يتتبّع الخط ويبرمجونه، بإشراف طلاب الهندسة في واحة المعرفة مسقط.\n\n' +
      'جميع المواد مشمولة، ويأخذ كل طفل روبوته إلى المنزل. يجب أن يبقى أحد الوالدين في الموقع.',
    city: 'Muscat',
    start: { day: 11, at: '10:00' },
    end: { durationHours: 3 },
    categories: ['Kids Workshops', 'Workshops'],
    badges: ['Family friendly'],
    tickets: [{ name: 'Child place', nameAr: 'مقعد طفل', price: 5000, total: 30, sold: 11, perBuyerLimit: 3, coinsOnPurchase: 500 }],
    palette: ['#283593', '#4fc3f7'],
  },
  {
    key: 'zubair-photo',
    name: 'Bait Al Zubair Photography Exhibition',
    nameAr: 'معرض التصوير الفوتوغرافي في بيت الزبير',
    description:
      '"Light on Stone" brings together sixty photographs of Oman\'s forts, wadis and villages by Omani photographers, shown in the Bait Al Zubair gallery.\n\n' +
      'Open daily from 09:00 to 18:00. Entry is free with a timed ticket.',
    descriptionAr:
      'يجمع معرض «ضوء على الحجر» ستين صورة لقلاع عُمان وأوديتها وقراها بعدسات مصورين عمانيين، في صالة العرض ببيت الزبير.\n\n' +
      'يفتح المعرض يوميًا من الساعة ٠٩:٠٠ حتى ١٨:٠٠. الدخول مجاني بتذكرة محددة الموعد.',
    city: 'Muscat',
    start: { day: -5, at: '09:00' },
    end: { day: 12, at: '18:00' },
    categories: ['Exhibitions'],
    badges: [],
    tickets: [{ name: 'Free entry', nameAr: 'دخول مجاني', price: 0, total: 1000, sold: 40, validity: 'open' }],
    palette: ['#37474f', '#b0bec5'],
  },
  {
    key: 'comedy-night',
    name: 'Muscat Comedy Night',
    nameAr: 'أمسية مسقط الكوميدية',
    description:
      'Stand-up in English and Arabic from four comedians of the Gulf comedy circuit, hosted at the City Amphitheatre.\n\n' + 'Suitable for ages 16 and over.',
    descriptionAr:
      'عروض كوميدية ارتجالية بالإنجليزية والعربية يقدّمها أربعة من نجوم الكوميديا في الخليج، على مسرح المدينة المفتوح.\n\n' +
      'مناسبة لمن بلغوا السادسة عشرة فما فوق.',
    city: 'Muscat',
    start: { day: -6, at: '20:00' },
    end: { durationHours: 2 },
    categories: ['Theatre & Comedy'],
    badges: [],
    tickets: [{ name: 'General admission', nameAr: 'دخول عام', price: 7500, total: 150, sold: 52, coinsOnPurchase: 1000, coinsOnUsage: 200 }],
    palette: ['#311b92', '#ff4081'],
  },
  {
    key: 'mouj-dj',
    name: 'DJ Night at Al Mouj Marina',
    nameAr: 'ليلة دي جي في مارينا الموج',
    description:
      'House and Arabic electronic sets on the marina boardwalk, with a rooftop lounge for VIP guests.\n\n' + 'Over-18s only; ID is checked at the gate.',
    descriptionAr:
      'عروض لموسيقى الهاوس والموسيقى الإلكترونية العربية على ممشى المارينا، مع صالة على السطح لضيوف كبار الشخصيات.\n\n' +
      'للبالغين فوق الثامنة عشرة فقط، ويُتحقق من الهوية عند البوابة.',
    city: 'Muscat',
    start: { day: 15, at: '21:00' },
    end: { durationHours: 4 },
    categories: ['DJ Nights'],
    badges: ['New'],
    tickets: [
      { name: 'Standard', nameAr: 'عادي', price: 10000, total: 300, sold: 33, coinsOnPurchase: 500 },
      { name: 'VIP lounge', nameAr: 'صالة كبار الشخصيات', price: 20000, total: 40, sold: 8, perBuyerLimit: 4, coinsOnPurchase: 1500 },
    ],
    palette: ['#1a0033', '#00e5ff'],
  },
  {
    key: 'calligraphy-online',
    name: 'Online Arabic Calligraphy Workshop',
    nameAr: 'ورشة الخط العربي عبر الإنترنت',
    /** First written in Arabic: its poster keeps the Arabic title. */
    posterInArabic: true,
    description:
      "A live online workshop with an Omani calligrapher on the basics of the Ruq'ah and Naskh scripts, with practical exercises and individual feedback.\n\n" +
      'The workshop link reaches your email an hour before it starts. You need a calligraphy pen and paper.',
    descriptionAr:
      'ورشة مباشرة عبر الإنترنت لتعلّم أساسيات خط الرقعة والنسخ مع خطاط عماني، تشمل تمارين عملية وملاحظات فردية.\n\n' +
      'يصل رابط الورشة إلى بريدك الإلكتروني قبل موعدها بساعة. يلزم قلم خط وورق.',
    city: null,
    posterSubtitle: 'أونلاين',
    start: { day: 8, at: '18:00' },
    end: { durationHours: 2 },
    categories: ['Poetry & Literature', 'Workshops'],
    badges: [],
    tickets: [{ name: 'Participation', nameAr: 'مشاركة', price: 3000, total: 100, sold: 12, validity: 'open', coinsOnPurchase: 300 }],
    palette: ['#1b5e20', '#c8e6c9'],
  },
  {
    key: 'community-meetup',
    name: 'Tadhkira Community Meetup',
    nameAr: 'لقاء مجتمع تذكرة',
    description:
      'Meet the Tadhkira team and other event organisers: what we are building next, and your feedback on selling tickets online in Oman.\n\n' +
      'Venue to be announced to registered guests.',
    descriptionAr:
      'تعرّف إلى فريق تذكرة وإلى منظمي فعاليات آخرين: ما نعمل عليه في المرحلة القادمة، وملاحظاتكم حول بيع التذاكر عبر الإنترنت في عُمان.\n\n' +
      'سيُعلَن عن المكان للضيوف المسجلين.',
    city: null,
    posterSubtitle: 'Venue TBA',
    start: { day: 40, at: '18:00' },
    end: { durationHours: 2 },
    categories: ['Meetups'],
    badges: ['New'],
    tickets: [{ name: 'Guest', nameAr: 'ضيف', price: 0, total: 80, sold: 6, perBuyerLimit: 2 }],
    palette: ['#004d40', '#ffab40'],
  },
  // ——— Salalah ———
  {
    key: 'khareef-festival',
    name: 'Salalah Khareef Festival',
    nameAr: 'مهرجان خريف صلالة',
    description:
      'The monsoon turns Dhofar green, and Salalah celebrates with a month of folk performances, a heritage village, Dhofari food and family shows at Ittin.\n\n' +
      'Day entry covers one day; the 5-day pass can be used on any five days of the festival.',
    descriptionAr:
      'يكسو الخريف ظفار بالخضرة، وتحتفل صلالة بشهر من العروض الشعبية وقرية تراثية والمأكولات الظفارية والعروض العائلية في إتين.\n\n' +
      'تذكرة الدخول اليومي صالحة ليوم واحد، ويمكن استخدام تذكرة الأيام الخمسة في أي خمسة أيام من المهرجان.',
    city: 'Salalah',
    start: { day: 20, at: '16:00' },
    end: { day: 50, at: '23:00' },
    categories: ['Festivals', 'Food Festivals', 'Oud & Traditional'],
    badges: ['Featured', 'Family friendly', 'Outdoor'],
    tickets: [
      { name: 'Day entry', nameAr: 'دخول ليوم واحد', price: 1000, total: 2000, sold: 48, coinsOnPurchase: 50, coinsOnUsage: 20 },
      {
        name: 'Festival 5-day pass',
        nameAr: 'تذكرة المهرجان لخمسة أيام',
        price: 4000,
        total: 500,
        sold: 19,
        usageLimit: 5,
        perBuyerLimit: 8,
        coinsOnPurchase: 400,
        coinsOnUsage: 100,
      },
    ],
    palette: ['#1b5e20', '#76ff03'],
  },
  {
    key: 'mughsail-cleanup',
    name: 'Mughsail Beach Clean-up and Family Picnic',
    nameAr: 'تنظيف شاطئ المغسيل ونزهة عائلية',
    /** First written in Arabic: its poster keeps the Arabic title. */
    posterInArabic: true,
    description:
      'A volunteer clean-up of Mughsail beach with a local environmental team, followed by a family picnic and games for children near the sea blowholes.\n\n' +
      'We provide gloves, bags and a light snack. Please bring a hat and water.',
    descriptionAr:
      'حملة تطوعية لتنظيف شاطئ المغسيل بالتعاون مع فريق بيئي محلي، تليها نزهة عائلية وألعاب للأطفال قرب النوافير البحرية.\n\n' +
      'نوفر القفازات والأكياس ووجبة خفيفة. يرجى إحضار قبعة وماء.',
    city: 'Salalah',
    start: { day: 14, at: '07:00' },
    end: { durationHours: 4 },
    categories: ['Outdoor Adventures'],
    badges: ['Family friendly', 'Outdoor'],
    tickets: [{ name: 'Volunteer', nameAr: 'متطوع', price: 0, total: 120, sold: 17, coinsOnUsage: 300 }],
    palette: ['#0277bd', '#b3e5fc'],
  },
  {
    key: 'frankincense-trail',
    name: 'Frankincense Trail Heritage Tour',
    nameAr: 'جولة تراثية على درب اللبان',
    description:
      'Visit the Al Baleed Archaeological Park and the Museum of the Frankincense Land, then Wadi Dawkah where the frankincense trees grow.\n\n' +
      'Air-conditioned transport from central Salalah is included.',
    descriptionAr: 'زيارة متنزه البليد الأثري ومتحف أرض اللبان، ثم وادي دوكة حيث تنمو أشجار اللبان.\n\n' + 'النقل بحافلة مكيفة من وسط صلالة مشمول.',
    city: 'Salalah',
    start: { day: 10, at: '09:00' },
    end: { durationHours: 5 },
    categories: ['Heritage', 'Exhibitions'],
    badges: [],
    tickets: [{ name: 'Tour seat', nameAr: 'مقعد في الجولة', price: 6000, total: 40, sold: 15, perBuyerLimit: 5, coinsOnPurchase: 600 }],
    palette: ['#795548', '#ffe0b2'],
  },
  {
    key: 'salalah-folk',
    name: 'Salalah Folk Arts Festival',
    nameAr: 'مهرجان صلالة للفنون الشعبية',
    /** First written in Arabic: its poster keeps the Arabic title. */
    posterInArabic: true,
    description:
      "Troupes from Dhofar perform the Bar'ah, Habbot and Sharh arts on an open-air stage, with an exhibition of handicrafts and traditional dress.\n\n" +
      'Doors open at 6:30 pm.',
    descriptionAr:
      'فرق من ظفار تقدّم فنون البرعة والهبوت والشرح على مسرح مفتوح، مع معرض للحرف اليدوية والأزياء التقليدية.\n\n' + 'تُفتح الأبواب في السادسة والنصف مساءً.',
    city: 'Salalah',
    start: { day: 22, at: '19:00' },
    end: { durationHours: 3 },
    categories: ['Oud & Traditional', 'Heritage'],
    badges: [],
    tickets: [{ name: 'General admission', nameAr: 'دخول عام', price: 3000, total: 200, sold: 16, coinsOnPurchase: 300 }],
    palette: ['#e65100', '#ffee58'],
  },
  {
    key: 'salalah-cup',
    name: 'Salalah Football Cup Final',
    nameAr: 'نهائي كأس صلالة لكرة القدم',
    description: 'Dhofar Club meet Al Nasr in the final of the Salalah Cup at the Sultan Qaboos Sports Complex.\n\n' + 'Gates open 90 minutes before kick-off.',
    descriptionAr: 'يلتقي نادي ظفار ونادي النصر في نهائي كأس صلالة على ملعب مجمع السلطان قابوس الرياضي.\n\n' + 'تُفتح البوابات قبل ٩٠ دقيقة من انطلاق المباراة.',
    city: 'Salalah',
    start: { day: -12, at: '19:00' },
    end: { durationHours: 2.5 },
    categories: ['Football'],
    badges: [],
    tickets: [{ name: 'Stand', nameAr: 'المدرجات', price: 2000, total: 3000, sold: 70, perBuyerLimit: 10, coinsOnUsage: 100 }],
    palette: ['#b71c1c', '#ffffff'],
  },
  {
    key: 'darbat-hike',
    name: 'Wadi Darbat Guided Hike',
    nameAr: 'رحلة مشي بصحبة مرشد في وادي دربات',
    description:
      'A morning hike to the Darbat waterfalls and caves with a Dhofari guide, through the greenest valley in Arabia during the khareef.\n\n' +
      'Moderate difficulty, about 8 km. Good walking shoes required.',
    descriptionAr:
      'رحلة مشي صباحية إلى شلالات دربات وكهوفها مع مرشد ظفاري، عبر أكثر أودية الجزيرة العربية خضرةً في موسم الخريف.\n\n' +
      'مستوى الصعوبة متوسط، والمسافة نحو ٨ كم. يلزم حذاء مشي مناسب.',
    city: 'Salalah',
    start: { day: 27, at: '08:00' },
    end: { durationHours: 5 },
    categories: ['Outdoor Adventures', 'Running & Cycling'],
    badges: ['Outdoor', 'Limited seats'],
    tickets: [{ name: 'Hiker', nameAr: 'مشارك في المشي', price: 12500, total: 25, sold: 9, perBuyerLimit: 4, coinsOnPurchase: 1200, coinsOnUsage: 300 }],
    palette: ['#2e7d32', '#a5d6a7'],
  },
  // ——— Nizwa ———
  {
    key: 'nizwa-fort-walk',
    name: 'Nizwa Fort Heritage Walk',
    nameAr: 'جولة تراثية في قلعة نزوى',
    description:
      'Climb the great round tower of Nizwa Fort, walk the old souq and watch silversmiths and potters at work, with a historian as your guide.\n\n' +
      'The walk takes about two hours and ends with coffee in the souq.',
    descriptionAr:
      'اصعد البرج الدائري الكبير لقلعة نزوى، وتجوّل في السوق القديم وشاهد صاغة الفضة والخزّافين أثناء عملهم، بصحبة مؤرخ يرشدك.\n\n' +
      'تستغرق الجولة نحو ساعتين وتُختتم بالقهوة في السوق.',
    city: 'Nizwa',
    start: { day: 2, at: '09:00' },
    end: { durationHours: 2 },
    categories: ['Heritage'],
    badges: ['Family friendly'],
    tickets: [
      { name: 'Adult', nameAr: 'بالغ', price: 3000, total: 40, sold: 14, coinsOnPurchase: 300, coinsOnUsage: 100 },
      { name: 'Child', nameAr: 'طفل', price: 1000, total: 20, sold: 6 },
    ],
    palette: ['#8d6e63', '#ffcc80'],
  },
  {
    key: 'nizwa-poetry',
    name: 'Poetry Evening in Nizwa',
    nameAr: 'أمسية شعرية في نزوى',
    /** First written in Arabic: its poster keeps the Arabic title. */
    posterInArabic: true,
    description:
      'Leading poets of classical Arabic and Nabati verse meet for an evening under the Nizwa sky, accompanied by an oud player.\n\n' +
      'Entry is free with advance registration; seats are limited.',
    descriptionAr:
      'نخبة من شعراء الفصحى والشعر النبطي يلتقون في أمسية تحت سماء نزوى، بمصاحبة عازف عود.\n\n' + 'الدخول مجاني مع التسجيل المسبق، والمقاعد محدودة.',
    city: 'Nizwa',
    start: { day: 13, at: '20:00' },
    end: { durationHours: 2 },
    categories: ['Poetry & Literature'],
    badges: ['Limited seats'],
    tickets: [{ name: 'Free seat', nameAr: 'مقعد مجاني', price: 0, total: 80, sold: 20, perBuyerLimit: 2 }],
    palette: ['#4a148c', '#ce93d8'],
  },
  {
    key: 'nizwa-souq-photo',
    name: 'Nizwa Souq Photo Walk',
    nameAr: 'جولة تصوير في سوق نزوى',
    /** First written in Arabic: its poster keeps the Arabic title. */
    posterInArabic: true,
    description:
      'A morning photography walk through the famous livestock market and the vegetable and silver souqs, with a professional photographer sharing tips on composition and light.\n\n' +
      'Suits hobby photographers with a camera or a phone.',
    descriptionAr:
      'جولة تصوير صباحية في سوق الماشية الشهير وسوق الخضار والفضيات، مع مصور محترف يشارك نصائح في التكوين والإضاءة.\n\n' +
      'تناسب هواة التصوير بالكاميرا أو الهاتف.',
    city: 'Nizwa',
    start: { day: 4, at: '07:00' },
    end: { durationHours: 3 },
    categories: ['Exhibitions', 'Heritage'],
    badges: [],
    tickets: [{ name: 'Participant', nameAr: 'مشارك', price: 5000, total: 15, sold: 7, perBuyerLimit: 2, coinsOnPurchase: 500 }],
    palette: ['#5d4037', '#ffab91'],
  },
  {
    key: 'jebel-akhdar-trek',
    name: 'Jebel Akhdar Rose Harvest Trek',
    nameAr: 'رحلة قطف الورد في الجبل الأخضر',
    description:
      'Walk the terraced villages of Al Ayn and Al Aqr on the Saiq Plateau at rose-harvest time, and see rosewater distilled the traditional way.\n\n' +
      'Transport by 4×4 from Nizwa. The trail is steep in places.',
    descriptionAr:
      'امشِ بين القرى المدرّجة في العين والعقر على هضبة سيق في موسم قطف الورد، وشاهد تقطير ماء الورد بالطريقة التقليدية.\n\n' +
      'النقل بسيارات الدفع الرباعي من نزوى. المسار شديد الانحدار في بعض أجزائه.',
    city: 'Nizwa',
    start: { day: 35, at: '06:00' },
    end: { durationHours: 8 },
    categories: ['Outdoor Adventures', 'Heritage'],
    badges: ['Outdoor', 'Limited seats'],
    tickets: [{ name: 'Trekker', nameAr: 'مشارك في الرحلة', price: 18000, total: 16, sold: 5, perBuyerLimit: 4, coinsOnPurchase: 1800, coinsOnUsage: 500 }],
    palette: ['#ad1457', '#f48fb1'],
  },
  {
    key: 'halwa-class',
    name: 'Omani Halwa Cooking Class',
    nameAr: 'درس طبخ الحلوى العمانية',
    description:
      'Stir a pot of Omani halwa with a family of halwa makers in Nizwa: sugar, ghee, saffron, cardamom and patience.\n\n' +
      'You take home a box of the halwa you made.',
    descriptionAr:
      'حرّك قِدر الحلوى العمانية مع عائلة من صنّاع الحلوى في نزوى: سكر وسمن وزعفران وهيل وكثير من الصبر.\n\n' + 'تأخذ معك إلى المنزل علبة من الحلوى التي صنعتها.',
    city: 'Nizwa',
    start: { day: 16, at: '16:00' },
    end: { durationHours: 3 },
    categories: ['Cooking Classes'],
    badges: ['Limited seats'],
    tickets: [{ name: 'Cook', nameAr: 'طاهٍ', price: 9000, total: 15, sold: 8, perBuyerLimit: 2, coinsOnPurchase: 900 }],
    palette: ['#e65100', '#ffcc80'],
  },
  {
    key: 'bahla-pottery',
    name: 'Bahla Pottery Workshop',
    nameAr: 'ورشة الفخار في بهلا',
    description:
      'Shape a water jar on the wheel with a master potter from Bahla, a town famous for its clay for centuries.\n\n' +
      'Pieces are fired and can be collected the following week.',
    descriptionAr:
      'شكّل جرّة ماء على عجلة الفخار مع خزّاف ماهر من بهلا، البلدة المشهورة بطينها منذ قرون.\n\n' + 'تُحرق القطع في الفرن ويمكن استلامها في الأسبوع التالي.',
    city: 'Nizwa',
    start: { day: 19, at: '10:00' },
    end: { durationHours: 3 },
    categories: ['Kids Workshops', 'Heritage'],
    badges: ['Family friendly'],
    tickets: [{ name: 'Place at the wheel', nameAr: 'مكان على عجلة الفخار', price: 4000, total: 24, sold: 10, perBuyerLimit: 4, coinsOnPurchase: 400 }],
    palette: ['#a1887f', '#ffe0b2'],
  },
  {
    key: 'jabrin-concert',
    name: 'Jabrin Castle Concert',
    nameAr: 'حفل قلعة جبرين',
    /** First written in Arabic: its poster keeps the Arabic title. */
    posterInArabic: true,
    description:
      'A concert in the courtyard of historic Jabrin Castle, bringing together the Royal Band of traditional music and guests from the Gulf.\n\n' +
      'Buses leave Nizwa for the castle an hour before the concert.',
    descriptionAr:
      'حفل موسيقي في ساحة قلعة جبرين التاريخية، يجمع الفرقة السلطانية للموسيقى التقليدية وضيوفاً من الخليج.\n\n' +
      'تنطلق حافلات من نزوى إلى القلعة قبل الحفل بساعة.',
    city: 'Nizwa',
    start: { day: -20, at: '19:30' },
    end: { durationHours: 2.5 },
    categories: ['Concerts', 'Oud & Traditional'],
    badges: [],
    tickets: [{ name: 'General admission', nameAr: 'دخول عام', price: 5000, total: 150, sold: 44, coinsOnPurchase: 500, coinsOnUsage: 100 }],
    palette: ['#3e2723', '#ffb300'],
  },
  // ——— Sohar ———
  {
    key: 'sohar-startup-weekend',
    name: 'Sohar Startup Weekend',
    nameAr: 'عطلة الشركات الناشئة في صحار',
    description:
      'Fifty-four hours to go from an idea to a demo: form a team on Thursday evening, build with mentors, pitch on Saturday.\n\n' +
      'Meals are provided. The weekend pass is scanned once on each of the three days.',
    descriptionAr:
      'أربع وخمسون ساعة للانتقال من الفكرة إلى نموذج أولي: كوّن فريقًا مساء الخميس، وابنِ مشروعك بمساعدة المرشدين، واعرضه يوم السبت.\n\n' +
      'الوجبات مشمولة. تُمسح تذكرة عطلة نهاية الأسبوع مرة واحدة في كل يوم من الأيام الثلاثة.',
    city: 'Sohar',
    start: { day: 45, at: '17:00' },
    end: { day: 47, at: '21:00' },
    categories: ['Meetups', 'Workshops'],
    badges: ['New'],
    tickets: [
      {
        name: 'Weekend pass',
        nameAr: 'تذكرة عطلة نهاية الأسبوع',
        price: 15000,
        total: 90,
        sold: 11,
        usageLimit: 3,
        perBuyerLimit: 1,
        coinsOnPurchase: 1500,
        coinsOnUsage: 200,
      },
    ],
    palette: ['#1565c0', '#ff8a65'],
  },
  {
    key: 'sohar-cycling',
    name: 'Sohar Corniche Cycling Tour',
    nameAr: 'جولة بالدراجات على كورنيش صحار',
    description:
      'A relaxed 20 km group ride along the Sohar corniche to the fort and back, with a breakfast stop by the sea.\n\n' +
      'Bring your own bicycle and helmet; rental bikes are available on request.',
    descriptionAr:
      'جولة جماعية هادئة لمسافة ٢٠ كم على كورنيش صحار حتى القلعة والعودة، مع استراحة إفطار على البحر.\n\n' +
      'أحضر دراجتك وخوذتك، وتتوفر دراجات للإيجار عند الطلب.',
    city: 'Sohar',
    start: { day: 9, at: '06:30' },
    end: { durationHours: 3 },
    categories: ['Running & Cycling'],
    badges: ['Outdoor'],
    tickets: [{ name: 'Rider', nameAr: 'راكب دراجة', price: 2000, total: 60, sold: 12, coinsOnPurchase: 200, coinsOnUsage: 200 }],
    palette: ['#2e7d32', '#fff176'],
  },
  {
    key: 'sohar-seafood',
    name: 'Sohar Seafood Festival',
    nameAr: 'مهرجان صحار للمأكولات البحرية',
    /** First written in Arabic: its poster keeps the Arabic title. */
    posterInArabic: true,
    description:
      "Stalls from the restaurants of Sohar and Al Batinah serve grilled kingfish, prawns and qasha'a (dried sardines), with live cooking shows and family competitions.\n\n" +
      'Entry is free for children under six.',
    descriptionAr:
      'أكشاك لمطاعم صحار والباطنة تقدّم الكنعد المشوي والروبيان والقاشع، مع عروض طبخ حية ومسابقات للعائلات.\n\n' + 'الدخول للأطفال دون السادسة مجاني.',
    city: 'Sohar',
    start: { day: 24, at: '17:00' },
    end: { durationHours: 5 },
    categories: ['Food Festivals', 'Festivals'],
    badges: ['Family friendly'],
    tickets: [{ name: 'Entry', nameAr: 'دخول', price: 1000, total: 800, sold: 26, coinsOnPurchase: 100 }],
    palette: ['#01579b', '#ffab40'],
  },
  {
    key: 'sohar-regatta',
    name: 'Sohar Sailing Regatta',
    nameAr: 'سباق صحار للقوارب الشراعية',
    description:
      'Dinghies and catamarans race off Sohar beach. Spectators watch from the beach village; experienced sailors can enter as crew.\n\n' +
      'Crew entries include a life jacket, briefing and lunch.',
    descriptionAr:
      'تتسابق القوارب الشراعية الصغيرة والقوارب المزدوجة الهيكل قبالة شاطئ صحار. يتابع المتفرجون السباق من القرية الشاطئية، ويمكن للبحارة ذوي الخبرة المشاركة ضمن الطاقم.\n\n' +
      'تشمل مشاركة الطاقم سترة نجاة وإحاطة قبل السباق ووجبة غداء.',
    city: 'Sohar',
    start: { day: 33, at: '09:00' },
    end: { durationHours: 7 },
    categories: ['Watersports'],
    badges: ['Outdoor'],
    tickets: [
      { name: 'Spectator', nameAr: 'متفرج', price: 0, total: 500, sold: 18 },
      { name: 'Crew entry', nameAr: 'مشاركة ضمن الطاقم', price: 20000, total: 10, sold: 4, perBuyerLimit: 1, coinsOnPurchase: 2000 },
    ],
    palette: ['#0277bd', '#e1f5fe'],
  },
  {
    key: 'sohar-treasure-hunt',
    name: 'Sohar Fort Kids Treasure Hunt',
    nameAr: 'البحث عن الكنز للأطفال في قلعة صحار',
    description:
      'Teams of children follow clues through Sohar Fort and its museum to find the lost map of the Sohar sailor.\n\n' + 'For ages 6 to 12, with a parent.',
    descriptionAr:
      'تتبع فرق الأطفال الأدلة في أرجاء قلعة صحار ومتحفها للعثور على الخريطة المفقودة لبحّار صحار.\n\n' + 'للأعمار من ٦ إلى ١٢ عامًا، برفقة أحد الوالدين.',
    city: 'Sohar',
    start: { day: -2, at: '16:00' },
    end: { durationHours: 2 },
    categories: ['Kids Workshops'],
    badges: ['Family friendly'],
    tickets: [{ name: 'Child', nameAr: 'طفل', price: 2000, total: 40, sold: 25, perBuyerLimit: 4, coinsOnPurchase: 200, coinsOnUsage: 100 }],
    palette: ['#f57f17', '#fff59d'],
  },
  // ——— Sur ———
  {
    key: 'sur-dhow',
    name: 'Sur Dhow-Building Workshop',
    nameAr: 'ورشة بناء السفن الخشبية في صور',
    description:
      'Spend a morning in the dhow yard of Sur with shipwrights who still build ocean-going dhows by hand from teak and rope.\n\n' +
      'Includes a visit to the Maritime Museum and the Fatah Al Khair dhow.',
    descriptionAr:
      'اقضِ صباحًا في مصنع السفن في صور مع صنّاع السفن الذين ما زالوا يبنون السفن الخشبية العابرة للمحيطات يدويًا من خشب الساج والحبال.\n\n' +
      'تشمل الورشة زيارة المتحف البحري وسفينة «فتح الخير».',
    city: 'Sur',
    start: { day: 17, at: '09:00' },
    end: { durationHours: 5 },
    categories: ['Heritage', 'Workshops'],
    badges: ['Limited seats'],
    tickets: [{ name: 'Workshop place', nameAr: 'مقعد في الورشة', price: 8000, total: 16, sold: 9, perBuyerLimit: 2, coinsOnPurchase: 800, coinsOnUsage: 200 }],
    palette: ['#4e342e', '#4fc3f7'],
  },
  {
    key: 'ras-al-jinz',
    name: 'Ras Al Jinz Turtle Night Watch',
    nameAr: 'مراقبة السلاحف ليلًا في رأس الجنز',
    description:
      'Watch green turtles come ashore to nest at the Ras Al Jinz reserve, with a ranger and red-light torches only.\n\n' +
      'No flash photography. Children must be at least five.',
    descriptionAr:
      'شاهد السلاحف الخضراء وهي تصعد إلى الشاطئ لتضع بيضها في محمية رأس الجنز، برفقة أحد حراس المحمية وبمصابيح ذات ضوء أحمر فقط.\n\n' +
      'يُمنع التصوير بالفلاش، ويجب ألا يقل عمر الأطفال عن خمس سنوات.',
    city: 'Sur',
    start: { day: 5, at: '20:30' },
    end: { durationHours: 3 },
    categories: ['Outdoor Adventures'],
    badges: ['Family friendly', 'Outdoor'],
    tickets: [{ name: 'Night watch', nameAr: 'المراقبة الليلية', price: 7000, total: 30, sold: 27, perBuyerLimit: 4, coinsOnPurchase: 700, coinsOnUsage: 200 }],
    palette: ['#0d1b2a', '#4db6ac'],
  },
  {
    key: 'wahiba-run',
    name: 'Wahiba Sands Desert Run',
    nameAr: 'سباق رمال وهيبة الصحراوي',
    description:
      'Half-marathon and 10 km races across the dunes of the Wahiba Sands, starting at sunrise from a desert camp, with a bus from Sur.\n\n' +
      'Runners must carry at least one litre of water.',
    descriptionAr:
      'سباقا نصف ماراثون و١٠ كم عبر كثبان رمال وهيبة، ينطلقان مع شروق الشمس من مخيم صحراوي، مع حافلة من صور.\n\n' +
      'يجب على كل عدّاء أن يحمل لترًا واحدًا من الماء على الأقل.',
    city: 'Sur',
    start: { day: 28, at: '05:30' },
    end: { durationHours: 5 },
    categories: ['Running & Cycling', 'Outdoor Adventures'],
    badges: ['Outdoor', 'Featured'],
    tickets: [
      { name: '10 km', nameAr: '١٠ كم', price: 12500, total: 150, sold: 14, coinsOnPurchase: 1200, coinsOnUsage: 500 },
      { name: 'Half marathon', nameAr: 'نصف ماراثون', price: 25000, total: 150, sold: 12, coinsOnPurchase: 2500, coinsOnUsage: 800 },
    ],
    palette: ['#e65100', '#ffe082'],
  },
  {
    key: 'sur-sea-songs',
    name: 'Nahma Sea Songs Night in Sur',
    nameAr: 'ليلة فن النهمة في صور',
    /** First written in Arabic: its poster keeps the Arabic title. */
    posterInArabic: true,
    description:
      "A night of sailors' songs and the Nahma art that accompanied the diving and trading voyages of Sur, performed by the city's own Nahma singers on the corniche.\n\n" +
      'The evening is held in the open air near the Al Ayjah lighthouse.',
    descriptionAr:
      'ليلة من أغاني البحارة وفن النهمة الذي رافق رحلات الغوص والسفر في صور، يؤديها نهّامون من المدينة على الكورنيش.\n\n' +
      'تقام الأمسية في الهواء الطلق قرب منارة العيجة.',
    city: 'Sur',
    start: { day: 21, at: '20:00' },
    end: { durationHours: 2 },
    categories: ['Oud & Traditional'],
    badges: ['Outdoor'],
    tickets: [{ name: 'General admission', nameAr: 'دخول عام', price: 3000, total: 100, sold: 8, coinsOnPurchase: 300 }],
    palette: ['#01579b', '#90caf9'],
  },
  {
    key: 'wadi-shab',
    name: 'Wadi Shab Swim & Hike',
    nameAr: 'السباحة والمشي في وادي شاب',
    description:
      'Cross the river by boat, hike up the gorge, then swim through the pools to the cave with the hidden waterfall.\n\n' +
      'Waterproof bag and guide included. Good swimmers only.',
    descriptionAr:
      'اعبر النهر بالقارب، وامشِ صعودًا في الوادي، ثم اسبح عبر البرك حتى الكهف ذي الشلال المخفي.\n\n' +
      'تشمل الرحلة حقيبة مقاومة للماء ومرشدًا. للسباحين المتمكنين فقط.',
    city: 'Sur',
    start: { day: 11, at: '07:00' },
    end: { durationHours: 5 },
    categories: ['Outdoor Adventures', 'Watersports'],
    badges: ['Outdoor'],
    tickets: [{ name: 'Adventurer', nameAr: 'مغامر', price: 10000, total: 20, sold: 8, perBuyerLimit: 4, coinsOnPurchase: 1000 }],
    palette: ['#00838f', '#b2ebf2'],
  },
];
