import { describe, expect, it } from 'vitest';
import { PUBLIC_SITE_CONFIG_KEYS, SITE_CONFIG_DEFAULTS } from './site-config.js';
import { SETTING_GROUPS, SITE_SETTINGS, settingProblem } from './site-settings.js';

describe('SITE_SETTINGS (the one table of site settings)', () => {
  it('names every public setting in pt-BR, with a one-line help, a group and a control', () => {
    expect(SITE_SETTINGS.map((s) => s.key).sort()).toEqual([...PUBLIC_SITE_CONFIG_KEYS].sort());
    const groups = new Set<string>(SETTING_GROUPS.map((g) => g.key));
    for (const s of SITE_SETTINGS) {
      expect(s.label, s.key).not.toMatch(/_/);
      expect(s.help.length, s.key).toBeGreaterThan(10);
      expect(s.help, s.key).not.toContain('\n');
      expect(groups.has(s.group), s.key).toBe(true);
    }
    // Each of the five groups holds at least one setting.
    expect(new Set(SITE_SETTINGS.map((s) => s.group))).toEqual(groups);
  });

  it("accepts each setting's own default (what start-up inserts)", () => {
    for (const d of SITE_CONFIG_DEFAULTS) expect(settingProblem(d.key, d.value), d.key).toBeNull();
  });

  it('the switch takes true/false; numbers keep to the range the field offers', () => {
    expect(SITE_SETTINGS.find((s) => s.key === 'launch_promotion_active')?.control).toBe('switch');
    for (const s of SITE_SETTINGS.filter((x) => x.control === 'number')) {
      expect(settingProblem(s.key, String(s.max)), s.key).toBeNull();
      expect(settingProblem(s.key, String((s.max ?? 0) + 1)), s.key).not.toBeNull();
    }
  });
});
