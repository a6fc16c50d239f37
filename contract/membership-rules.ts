// Tier rules and defaults without zod: the web's first load imports these (decision 092).

export const TIERS = ['free', 'basic', 'premium'] as const;
export type Tier = (typeof TIERS)[number];

/** Stands for "unlimited" in numeric limits (JSON has no Infinity); the UI shows it as "Unlimited". */
export const UNLIMITED = 1000;

export interface TierRules {
  label: string;
  /** Monthly price in pounds. */
  priceGbp: number;
  notebookAccess: boolean;
  customPlansPerMonth: number;
  maxActivePlans: number;
  /** How many curated (pre-existing) plans the tier may use; UNLIMITED for all. */
  preExistingPlans: number;
  features: string[];
}

/** The one place tier rights and prices live; server checks and UI both read it. */
export const TIER_RULES: Record<Tier, TierRules> = {
  free: {
    label: 'Free',
    priceGbp: 0,
    notebookAccess: false,
    customPlansPerMonth: 0,
    maxActivePlans: 1,
    preExistingPlans: 1,
    features: [
      'Daily reading with insights',
      "Strong's dictionary lookup",
      'Personal reflections and journal',
      '1 curated reading plan at a time',
    ],
  },
  basic: {
    label: 'Basic',
    priceGbp: 3,
    notebookAccess: true,
    customPlansPerMonth: 1,
    maxActivePlans: 3,
    preExistingPlans: UNLIMITED,
    features: [
      'Everything in Free',
      'All curated reading plans',
      '1 custom plan per month',
      'Up to 3 active plans',
      'Notebook: by date, session and book',
      'Advanced study tools',
    ],
  },
  premium: {
    label: 'Premium',
    priceGbp: 5,
    notebookAccess: true,
    customPlansPerMonth: 5,
    maxActivePlans: UNLIMITED,
    preExistingPlans: UNLIMITED,
    features: [
      'Everything in Basic',
      'Up to 5 custom plans per month',
      'Unlimited active plans',
      'Full notebook with search and export',
      'Priority support',
    ],
  },
};

/** Notebook access follows the tier, and everyone has it while free mode is on. */
export function hasNotebookAccess(tier: Tier, freeMode: boolean): boolean {
  return freeMode || TIER_RULES[tier].notebookAccess;
}

/**
 * Defaults when data is missing. An `Allowance` (membership.ts checks it against the schema);
 * not annotated here, so this zod-free module does not import the schema module that re-exports it.
 */
export const DEFAULT_ALLOWANCE = {
  canCreateCustom: false,
  customPlansRemaining: 0,
  canActivateMore: false,
  activeCount: 0,
  maxActive: 1,
  tier: 'free' as Tier,
  monthlyLimit: 0,
  plansCreatedThisMonth: 0,
  nextResetDate: '',
};
