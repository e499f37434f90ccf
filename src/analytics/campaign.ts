/**
 * `attribution`: where the visitor came from, read from the page URL's campaign parameters (an
 * allow-list: no other parameter is read) and the referring page's origin (never its path).
 */
import type { Campaign, CampaignParameter } from '../public-types.js';

export const CAMPAIGN_PARAMETERS: readonly CampaignParameter[] = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
];

/** Longer values are left out: a campaign's name is short, and a long value is not one. */
export const MAX_CAMPAIGN_VALUE = 200;

/**
 * The campaign values of a page at `pageUrl` reached from `referrer` (`document.referrer`), and the
 * parameters left out for their length. A referrer of the page's own origin says nothing of a campaign.
 */
export function campaignOf(pageUrl: string, referrer: string): { campaign: Campaign; tooLong: CampaignParameter[] } {
  const campaign: Campaign = {};
  const tooLong: CampaignParameter[] = [];
  const page = new URL(pageUrl);
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = page.searchParams.get(name)?.trim();
    if (!value) continue;
    if (value.length > MAX_CAMPAIGN_VALUE) tooLong.push(name);
    else campaign[name] = value;
  }
  // No referrer (an empty string) reads as the page itself, which says nothing (document.referrer is
  // always a URL, or empty); an opaque origin (about:, data:) reads "null".
  const from = new URL(referrer, page).origin;
  if (from !== 'null' && from !== page.origin) campaign.referrer = from;
  return { campaign, tooLong };
}
