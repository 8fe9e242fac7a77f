/** A screen of the app where a rule can be seen (the app's route table decides the addresses: src/app/rule-screens.ts). */
export interface RuleScreen {
  key: string
  label: string
  href: string
}

export interface RuleScreens {
  /** the screen that shows the rule, null when it is not shown on one screen */
  of(ruleId: string): RuleScreen | null
  /** every screen some rule maps to, in the order to list them */
  all: readonly RuleScreen[]
}

export const NO_SCREENS: RuleScreens = { of: () => null, all: [] }
