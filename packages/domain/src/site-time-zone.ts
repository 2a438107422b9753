/** The site's time zone: days, hours and slots of the rules are Italian ones, whatever the machine's zone. */
export const SITE_TIME_ZONE = 'Europe/Rome';
