// The Nigerian billers a bills aggregator offers, as the sandbox knows them: airtime and data for the four mobile
// networks (data bundles priced), prepaid and postpaid electricity for the distribution companies, and DStv, GOtv
// and StarTimes plans with DStv addons; and what each category's biller says when it fails. Prices are kobo. A
// biller validates its customer numbers when its category has a lookup (BILL_CATEGORY in the contracts).
import { BILL_CATEGORY, type BillCategory, type Biller, type BillProduct } from '@paydesk/contracts';

const naira = (n: number) => n * 100;
const fixed = (code: string, name: string, price: number, validity: string | null = null): BillProduct => ({
  code,
  name,
  price: naira(price),
  validity,
});
const open = (code: string, name: string): BillProduct => ({ code, name, price: null, validity: null });
const validates = (category: BillCategory) => BILL_CATEGORY[category].lookup !== 'none';

const NETWORKS = [
  ['mtn', 'MTN'],
  ['airtel', 'Airtel'],
  ['glo', 'Glo'],
  ['9mobile', '9mobile'],
] as const;

const BUNDLES: Record<(typeof NETWORKS)[number][0], [string, string, number, string][]> = {
  mtn: [
    ['mtn-1gb-1d', 'MTN 1GB', 500, '1 day'],
    ['mtn-2gb-2d', 'MTN 2GB', 750, '2 days'],
    ['mtn-3-5gb-7d', 'MTN 3.5GB', 1_500, '7 days'],
    ['mtn-7gb-30d', 'MTN 7GB', 3_500, '30 days'],
    ['mtn-20gb-30d', 'MTN 20GB', 7_500, '30 days'],
  ],
  airtel: [
    ['airtel-1gb-1d', 'Airtel 1GB', 500, '1 day'],
    ['airtel-3gb-7d', 'Airtel 3GB', 1_500, '7 days'],
    ['airtel-10gb-30d', 'Airtel 10GB', 4_000, '30 days'],
  ],
  glo: [
    ['glo-1gb-1d', 'Glo 1GB', 350, '1 day'],
    ['glo-5gb-30d', 'Glo 5GB', 2_000, '30 days'],
    ['glo-10gb-30d', 'Glo 10GB', 3_500, '30 days'],
  ],
  '9mobile': [
    ['9mobile-1gb-1d', '9mobile 1GB', 500, '1 day'],
    ['9mobile-4-5gb-30d', '9mobile 4.5GB', 2_000, '30 days'],
  ],
};

const DISCOS = [
  ['ikeja-electric', 'Ikeja Electric (IKEDC)'],
  ['eko-electric', 'Eko Electric (EKEDC)'],
  ['abuja-electric', 'Abuja Electric (AEDC)'],
  ['ibadan-electric', 'Ibadan Electric (IBEDC)'],
  ['enugu-electric', 'Enugu Electric (EEDC)'],
  ['portharcourt-electric', 'Port Harcourt Electric (PHED)'],
  ['kano-electric', 'Kano Electric (KEDCO)'],
  ['kaduna-electric', 'Kaduna Electric (KAEDCO)'],
  ['jos-electric', 'Jos Electric (JED)'],
  ['benin-electric', 'Benin Electric (BEDC)'],
] as const;

const airtime: Biller[] = NETWORKS.map(([code, name]) => ({
  code,
  name,
  category: 'airtime',
  validates: validates('airtime'),
  minAmount: naira(50),
  maxAmount: naira(50_000),
  products: [open(`${code}-airtime`, `${name} airtime`)],
  addons: [],
}));

const data: Biller[] = NETWORKS.map(([code, name]) => ({
  code: `${code}-data`,
  name: `${name} data`,
  category: 'data',
  validates: validates('data'),
  minAmount: 0,
  maxAmount: naira(100_000),
  products: BUNDLES[code].map(([c, n, p, v]) => fixed(c, n, p, v)),
  addons: [],
}));

const electricity: Biller[] = DISCOS.map(([code, name]) => ({
  code,
  name,
  category: 'electricity',
  validates: validates('electricity'),
  minAmount: naira(1_000),
  maxAmount: naira(500_000),
  products: [open('prepaid', 'Prepaid'), open('postpaid', 'Postpaid')],
  addons: [],
}));

const cable: Biller[] = [
  {
    code: 'dstv',
    name: 'DStv',
    category: 'cable-tv',
    validates: validates('cable-tv'),
    minAmount: 0,
    maxAmount: naira(200_000),
    products: [
      fixed('dstv-padi', 'DStv Padi', 4_400, '1 month'),
      fixed('dstv-yanga', 'DStv Yanga', 6_000, '1 month'),
      fixed('dstv-confam', 'DStv Confam', 11_000, '1 month'),
      fixed('dstv-compact', 'DStv Compact', 19_000, '1 month'),
      fixed('dstv-compact-plus', 'DStv Compact Plus', 30_000, '1 month'),
      fixed('dstv-premium', 'DStv Premium', 44_500, '1 month'),
    ],
    addons: [
      fixed('dstv-hdpvr', 'HDPVR/XtraView', 6_000, '1 month'),
      fixed('dstv-french-touch', 'French Touch', 7_000, '1 month'),
      fixed('dstv-great-movies', 'Great Movies Extra', 4_000, '1 month'),
    ],
  },
  {
    code: 'gotv',
    name: 'GOtv',
    category: 'cable-tv',
    validates: validates('cable-tv'),
    minAmount: 0,
    maxAmount: naira(100_000),
    products: [
      fixed('gotv-smallie', 'GOtv Smallie', 1_900, '1 month'),
      fixed('gotv-jinja', 'GOtv Jinja', 3_900, '1 month'),
      fixed('gotv-jolli', 'GOtv Jolli', 5_800, '1 month'),
      fixed('gotv-max', 'GOtv Max', 8_500, '1 month'),
      fixed('gotv-supa', 'GOtv Supa', 11_400, '1 month'),
    ],
    addons: [],
  },
  {
    code: 'startimes',
    name: 'StarTimes',
    category: 'cable-tv',
    validates: validates('cable-tv'),
    minAmount: 0,
    maxAmount: naira(100_000),
    products: [
      fixed('startimes-nova', 'StarTimes Nova', 2_100, '1 month'),
      fixed('startimes-basic', 'StarTimes Basic', 4_000, '1 month'),
      fixed('startimes-classic', 'StarTimes Classic', 6_000, '1 month'),
      fixed('startimes-super', 'StarTimes Super', 9_800, '1 month'),
    ],
    addons: [],
  },
];

export const BILLER_CATALOGUE: Record<BillCategory, Biller[]> = {
  airtime,
  data,
  electricity,
  'cable-tv': cable,
};

/** What a category's biller says when it fails a purchase (the sandbox's failing test numbers). */
export const SANDBOX_BILL_FAILURE_REASONS: Record<BillCategory, string> = {
  airtime: 'Recharge failed at the network',
  data: 'Recharge failed at the network',
  electricity: 'The distribution company could not generate a token',
  'cable-tv': 'The subscription could not be renewed',
};

export function findBiller(billerCode: string): Biller | undefined {
  for (const billers of Object.values(BILLER_CATALOGUE)) {
    const found = billers.find((b) => b.code === billerCode);
    if (found) return found;
  }
  return undefined;
}
