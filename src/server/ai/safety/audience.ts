import type { Audience } from './session.ts';

const YOUTH =
  /\bi am (?:[5-9]|1\d|2[0-5])\b(?! (?:minutes|mins|hours|hrs|days|weeks|months|kg|kilos|km|percent|per cent|dollars|bucks|times|am|pm|k|grand|o clock)\b)|\b(?:[5-9]|1\d|2[0-5]) (?:years old|yrs old|yo|y o)\b|\baged (?:[5-9]|1\d|2[0-5])\b|\b(?:1\d|2[0-5]) ?[mf]\b|\b(?:at|in|from|after|before|my|high) school\b|\byear (?:[5-9]|1[0-2])\b|\bteen(?:ager)?\b|\bi am (?:a |still a )?(?:kid|child|minor|high schooler|schoolboy|schoolgirl)\b/;
const INDIGENOUS =
  /\b(?:aboriginal|torres strait|indigenous|first nations|koori|koorie|murri|noongar|nyoongar|yolngu|palawa|nunga|anangu|wiradjuri|yorta yorta|arrernte|pitjantjatjara|gamilaraay|kamilaroi|bundjalung|blackfella|my mob|our mob|the mob|mob back home|my community|our community|on country|sorry business)\b/;
const MALE =
  /\bi am (?:a |an )?(?:\w+ )?(?:man|bloke|guy|dad|father|husband|male|fella|grandad|stepdad|widower|tradie|boy)\b|\b(?:as|being) a (?:man|bloke|guy|dad|father|husband)\b|\bmy (?:wife|missus) and (?:my )?kids\b/;

/** Who the person says they are, remembered for the session, to offer the lines that fit them. */
export function updateAudience(prior: Audience, norm: string): Audience {
  return {
    youth: prior.youth || YOUTH.test(norm),
    indigenous: prior.indigenous || INDIGENOUS.test(norm),
    male: prior.male || MALE.test(norm),
  };
}
