import type { ContentPageKey } from '@shared/schemas/content';
import { seasonOf } from './events';

/**
 * The club's starting text for every editable page and a handful of news posts.
 * Written for the fictional club of the demo (Anytown, CO; founded 1974); the
 * board edits all of it from /admin/content. About, privacy and terms began as the
 * site's fixed pages; {{club.…}} placeholders follow the club details.
 */
export const demoPageText: Record<ContentPageKey, { title: string; body: string }> = {
  about: {
    title: 'About',
    body: `{{club.name}} is a community tennis club and league. For {{club.years}} years we have brought players together for league matches, social tennis and tournaments — organised entirely by volunteers.

## Our story since {{club.foundedYear}} {#history}

The club was founded in {{club.foundedYear}} by local players who wanted regular, friendly competition close to home. What began as a handful of teams has grown into a club that fields league teams every season, runs its own social calendar and welcomes new players each year. Read the whole story on our [History](/history) page.

The courts, the formats and the way we keep in touch have changed over the decades; the idea has not: good tennis, fair play and a community that makes newcomers feel at home.

## What we do

- Enter and support club teams in the local USTA leagues.
- Organise social round robins, mixers and season events.
- Run club tournaments for different levels.
- Help players find a team, a partner or a game at their level.
- Keep members informed about schedules, results and club [news](/news).

## Leagues

League tennis is at the heart of the club. Each team has a captain who builds the roster, sets line-ups and keeps players up to date; league representatives coordinate registration with the league. If you would like to play on a team, start with the [captains](/captains) or fill in the [looking for a team](/forms/looking) form.

## Socials and tournaments {#socials}

Not everyone wants a league commitment. Our [social events](/social_events) mix players of similar levels for an afternoon or evening of doubles, and our [tournaments](/events) give everyone a chance to compete for a club title.

## Volunteering

There are no paid staff: the board, league representatives, captains and event organisers are all members who give their time. Helping is a great way to meet people, and many hands make light work:

- captain or co-captain a league team;
- host or help set up a social event;
- help run a tournament desk or draw;
- stand for the board at the annual meeting.

Interested? Talk to any [board member](/contacts) or write to [{{club.email}}](mailto:{{club.email}}).`,
  },

  history: {
    title: 'Our History',
    body: `## How it started (1974)

NJTC began in the spring of 1974, when eleven players who met every Saturday morning at Riverside Park decided that a ladder pinned to the fence was not enough. They wrote a one-page constitution at a kitchen table, collected five dollars from each founding member, and booked the park's four asphalt courts for a Tuesday evening round robin. Forty-one people came to the first one.

## The league years (1980s)

By 1981 the club had grown past 150 members and entered its first two teams in the USTA adult league: a men's 3.5 team and a women's 4.0 team, which reached the district final in its second season. Club volunteers ran the spring and fall leagues from a shoebox of score cards and a telephone tree, and the annual **Labor Day Doubles** tournament became the social highlight of the summer.

## Lights, clay and a new home (1990s)

In 1993, after four years of lobbying the city council with petitions and volunteer labour, lights were installed on the Riverside courts, opening weekday evenings to working players. In 1997 the club helped the parks department resurface the Cottonwood Park courts with green clay, still the only public clay courts in the county.

## Growing up (2000s)

The club's first website went live in 2001 (a single page with the league schedule). Junior clinics started in 2004 in partnership with Lincoln High School, and in 2008 the club fielded a record twenty-two USTA teams. The Summit Tennis Centre opened its indoor bubble in 2009, and the club's winter leagues moved inside.

## The last decade

The 40th anniversary in 2014 brought back eight of the eleven founders for an exhibition set (the score is disputed to this day). During 2020 the club kept playing under the state's outdoor guidelines with singles-only ladders and contact-free check-in. Today NJTC has more than 400 members, runs around twenty league teams a year, six or more socials each season and two tournaments, and is still run entirely by volunteers.

## Fifty years on

In 2024 we celebrated our 50th season with a week of socials, a founders' exhibition and a reunion dinner. If you have photographs, score cards or stories from the club's early days, the secretary would love to hear from you through the [Contacts](/contacts) page.`,
  },

  bylaws: {
    title: 'Bylaws',
    body: `*Adopted at the annual meeting of November 1974; last amended at the annual meeting of November 2023.*

## Article I — Name and purpose

1. The name of the organisation is NJTC (the "Club").
2. The Club is a non-profit, volunteer-run association whose purpose is to promote the game of tennis in the community by organising league play, social events, tournaments and instruction for players of all ages and abilities.

## Article II — Membership

1. Membership is open to any person who supports the purposes of the Club, agrees to follow its [Code of Conduct](/code-of-conduct) and pays the annual dues.
2. Membership types are individual, family, junior (under 18) and senior (65 and over). The dues for each type are set by the Board before 1 January of each year.
3. The membership year runs from 1 January to 31 December. A member who has not renewed by 1 March is a lapsed member and may not represent the Club in league play.
4. The Board may waive dues for serving board members and, in cases of hardship, for any member, in confidence.
5. The Board may suspend or end a membership for serious or repeated breaches of the Code of Conduct, after giving the member written notice and an opportunity to be heard.

## Article III — Board of Directors

1. The affairs of the Club are managed by a Board of Directors consisting of a President, Vice President, Treasurer, Secretary, League Coordinator, Social Chair and up to three Members at Large.
2. Directors are elected at the annual meeting for a term of two years and may serve no more than three consecutive terms in the same office.
3. A vacancy may be filled by the Board until the next annual meeting.
4. The Board meets at least six times a year. A majority of directors is a quorum. Decisions are taken by a majority of directors present.

## Article IV — Officers

1. **President** — chairs the Board and general meetings and represents the Club.
2. **Vice President** — acts for the President when needed and leads special projects.
3. **Treasurer** — keeps the accounts, collects dues and fees, pays approved expenses and reports to each Board meeting. Any payment above $500 needs the approval of a second officer.
4. **Secretary** — keeps the minutes and membership records and gives notice of meetings.
5. **League Coordinator** — registers teams, supports captains and places players looking for a team.
6. **Social Chair** — plans and runs the Club's social events.

## Article V — General meetings

1. The annual meeting is held in November. Notice is given to all members at least 21 days in advance by e-mail and on the Club's website.
2. Twenty-five members present in person or by proxy form a quorum.
3. Each member in good standing aged 18 or over has one vote. Family memberships carry one vote per adult.
4. A special meeting may be called by the Board or by written request of 10% of the members.

## Article VI — Finances

1. The financial year is the calendar year. Accounts are reviewed by two members who are not directors and presented at the annual meeting.
2. Club funds are used only for the purposes of the Club. No director is paid for serving on the Board.

## Article VII — Amendments

These bylaws may be amended by a two-thirds majority of the votes cast at a general meeting, provided the proposed amendment was included in the notice of the meeting.

## Article VIII — Dissolution

If the Club is dissolved, any remaining assets after debts are paid will be given to a non-profit organisation that promotes community tennis, chosen at the final general meeting.`,
  },

  rules: {
    title: 'Rules of Play',
    body: `These rules apply to club socials, the intra-club league and club tournaments. USTA league matches follow the USTA's own regulations and *The Code*; where they differ, the USTA regulations win.

## Before you play

- Check in with the organiser when you arrive. Late arrivals are slotted in at the next rotation.
- Bring a new can of balls to league matches; the home team provides balls in club tournaments.
- Warm-up is limited to **5 minutes** in socials and **10 minutes** in league and tournament matches.

## Scoring

| Event | Format |
|---|---|
| Round-robin socials | One set of 6 games or 25 minutes, no-ad scoring |
| Intra-club league | Best of three sets, tiebreak at 6–6, match tiebreak (to 10) instead of a third set |
| Club tournaments | Main draw: two sets with a match tiebreak; consolation: one pro set to 8 games |

At 6–6 play a seven-point tiebreak (first to 7, win by 2). A match tiebreak is played to 10, win by 2.

## Line calls

1. Each player calls the lines on their own side of the net. If you are not sure, the ball is in.
2. Call out balls promptly and clearly, with a hand signal.
3. Your opponent's call is final. If you disagree, ask once, politely; in tournaments you may ask the tournament desk for a roving official.

## Lets and interruptions

- A ball rolling onto the court from another court is a let: replay the point.
- A service let is replayed; there is no limit to the number of lets.

## Ratings and eligibility

- Intra-club league players self-rate on the NTRP scale (2.5 to 5.0+) or use their current USTA rating. The league coordinator may move a player who is clearly playing above their level.
- Tournament divisions are by combined team rating; a team may always play up a level, never down.

## Weather

Play stops for lightning or thunder and does not restart until 30 minutes after the last strike. Rain-outs in the intra-club league are rescheduled by the captains within two weeks. For socials the organiser decides and e-mails everyone signed up by two hours before the start.

## Courts

Respect the booking rules of each location (see [Court Locations](/courts)). At Cottonwood Park please drag and line the clay after play.`,
  },

  'code-of-conduct': {
    title: 'Code of Conduct',
    body: `NJTC is a community. Everyone who plays, volunteers or visits should feel welcome and safe. This code applies at every club event, on every court we use, and in the club's online spaces (e-mail lists, group chats, our Facebook group and Instagram page).

## We expect every member and guest to

- **Play fair.** Make honest line calls, give your opponent the benefit of the doubt and call your own foot faults when asked.
- **Be respectful.** No abusive language, no racquet throwing, no mocking of another player's level, age, body, background or identity.
- **Be on time and keep commitments.** If you sign up for a social or a league match and cannot come, tell the organiser or captain as early as you can so someone on the waitlist can take your place.
- **Look after each other.** Stop play for an injured player, share water on hot days, and make newcomers welcome in rotations.
- **Respect the courts and neighbours.** Keep noise down early and late, take your litter home, follow each location's rules.
- **Respect privacy.** Do not share other members' contact details or photographs without their permission.

## Harassment

Harassment of any kind, including unwelcome sexual attention, intimidation, stalking and deliberate exclusion, is not tolerated. This includes messages sent outside club events to people you met through the club.

## Juniors

Adults at junior clinics and events follow the club's safeguarding guidelines: no one-to-one contact with a junior out of sight of other adults, and no private messaging with juniors.

## Reporting a concern

Talk to any board member, or write through the [Contacts](/contacts) page. Reports are handled in confidence by two board members not involved in the incident. You will not be penalised for reporting in good faith.

## What happens next

Depending on how serious the behaviour is, the board may have an informal conversation, issue a written warning, remove someone from an event, or suspend or end a membership under Article II of the [Bylaws](/bylaws). Anyone facing action is told what was reported and can give their side before a decision is made.`,
  },

  schedule: {
    title: 'Season Schedule',
    body: `The club plays all year: outdoors from April to October and indoors at the Summit Tennis Centre over the winter. Dates for each event are announced in the [News](/news) and on the [Social Events](/social_events) and [Tournaments](/events) pages; this page shows the shape of a typical season.

## Weekly play

| When | What | Where |
|---|---|---|
| Tuesday 6–9 pm (April–September) | Intra-club league matches | Riverside Park, courts 1–4 |
| Thursday 6–8:30 pm (May–September) | Thursday mixer (drop-in round robin, all levels) | Riverside Park |
| Saturday 8–11 am (April–October) | Saturday round robin, 3.0–4.0 | Cottonwood Park (clay) |
| Sunday 4–6 pm (November–March) | Indoor round robin | Summit Tennis Centre |

## The season month by month

- **January** — Membership renewal opens. Winter indoor league continues.
- **February** — USTA spring team registration deadline; captains submit rosters. Looking-for-team requests are matched.
- **March** — Captains' meeting. Spring USTA leagues start.
- **April** — Outdoor courts open. **Season opener social** (round robin and potluck).
- **May** — Intra-club league begins. Thursday mixers start.
- **June** — **Summer Doubles Classic** tournament (men's, women's and mixed, with consolation draw).
- **July** — Fourth of July mixed-doubles social. USTA summer leagues and district playoffs.
- **August** — Away weekend social. Annual challenge match against our neighbouring club.
- **September** — **Labor Day Doubles** tournament. Intra-club league finals.
- **October** — Fall USTA leagues. Halloween costume social. Outdoor season closes at the end of the month.
- **November** — Annual meeting and board elections. Indoor season begins at the Summit Tennis Centre.
- **December** — Holiday social and awards night.

## Stay informed

Join the newsletter at the bottom of any page to get the dates as soon as they are set.`,
  },

  privacy: {
    title: 'Privacy Policy',
    body: `{{club.name}} is a volunteer-run community club. We keep only the information we need to run the club, we never sell it, and you can ask us to change or delete it at any time.

## What we keep {#what-we-keep}

### Your account

If you create an account we keep your name, e-mail address, username, profile picture if you add one, and the club roles you hold (for example member or captain). Your password is stored only as a one-way hash — nobody at the club can read it.

### Newsletter

When you subscribe we keep your name, e-mail address, subscription status (waiting for confirmation, confirmed or unsubscribed) and when you subscribed. We only send the newsletter after you confirm your address through the link in our first e-mail.

### Forms and sign-ups

When you fill in a form — membership, event or tournament sign-up, looking for a team, team success — we keep what you enter so the volunteers responsible can act on it: your contact details, your level and availability, and any notes you add.

### Error logs

If the site fails in your browser, a short technical report is sent to us: the error message, the page address, your browser type and the time. It helps us fix problems and is not used for anything else. Our server also keeps standard request logs for security.

## E-mail {#email}

We e-mail you for things you asked for: confirming your address, account messages such as password resets, replies to your forms and sign-ups, and the newsletter if you subscribed. Every newsletter includes a one-click unsubscribe link.

## Cookies and local storage {#cookies}

We use a single cookie, and only when you sign in: it keeps you signed in. There are no advertising or tracking cookies and no third-party analytics. Your browser also remembers your light or dark theme choice on your device; that setting never leaves it.

## Who sees your information {#who-sees-it}

Only the volunteers who need it for their club role — for example board members for membership, league representatives and captains for team rosters, and event organisers for their sign-ups. When you register for a league, the details the league requires are passed on to the league organiser. We do not share your information with anyone else unless the law requires it.

## How long we keep it {#how-long}

Account and membership details are kept while you are a member and for a reasonable time after, so past seasons and results stay accurate. Newsletter details are kept until you unsubscribe. Error logs are deleted regularly.

## Your choices

- Unsubscribe from the newsletter with the link in any issue.
- Update your profile details when signed in.
- Ask for a copy of what we hold about you, or ask us to delete it, by e-mailing [{{club.email}}](mailto:{{club.email}}).

## Contact

Questions about your data go to the club board at [{{club.email}}](mailto:{{club.email}}), or by post to {{club.address}}. See also our [terms of use](/terms).

## Changes

If we change this policy we will update this page and the date at the top. Important changes are announced in the newsletter.`,
  },

  terms: {
    title: 'Terms of Use',
    body: `This site is run by volunteers of {{club.name}} for its members, players and visitors. By using it you agree to these terms. They are short because we are a community club, not a business.

## Using the site

You may use the site to learn about the club, join it, sign up for events and keep in touch with your teams. Please do not try to break into parts of the site you have no access to, overload it, or use it to send unwanted messages.

## Your account {#accounts}

- Give accurate details and keep them up to date.
- One person per account; do not share your password.
- Tell us at once if you think someone else is using your account.
- We may suspend an account that is misused.

## Conduct

Treat fellow players, captains and volunteers with respect, on court and online (see our [Code of Conduct](/code-of-conduct)). Information you see about other members — names, contact details, rosters — is shared for club purposes only; do not copy it for anything else.

## Sign-ups and payments

When you sign up for membership, a league team, a social or a tournament, the fee, the deadline and the refund rules are shown with that form. Places may be limited and are allocated as described there. Events can move or be cancelled because of weather or court availability; organisers will tell you as early as they can.

## Playing

Tennis is a physical sport: you take part at your own risk and should play within your fitness. Follow the rules of the courts we use and of the leagues we play in.

## Accuracy of information {#content}

Volunteers keep schedules, results and contact details as accurate as they can, but mistakes happen. If you spot one, please tell us. The site is provided as it is, and the club is not liable for losses caused by errors or interruptions.

## Privacy

How we handle your information is described in our [privacy policy](/privacy).

## Changes

We may update these terms; the date at the top shows the latest version. Continuing to use the site means you accept the updated terms.

## Contact

Questions about these terms: [{{club.email}}](mailto:{{club.email}}).`,
  },
};

export interface DemoNewsPost {
  slug: string;
  title: string;
  summary: string;
  body: string;
  daysAgo: number;
  authorName: string;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Demo news, newest first; `daysAgo` sets the publish date relative to `today` (the seeding
 * day). Like the demo events, what a post says fits the time of year of its own date: the clay
 * courts reopen only in the outdoor months, and close for the indoor months otherwise.
 */
export function demoNewsFor(today: Date): DemoNewsPost[] {
  const seasonAgo = (daysAgo: number) =>
    seasonOf(new Date(today.getTime() - daysAgo * dayMs).toISOString().slice(0, 10));
  const cottonwoodSeason = seasonAgo(21);
  const cottonwoodPost: DemoNewsPost =
    cottonwoodSeason === 'spring'
      ? {
          slug: 'cottonwood-clay-courts-reopen',
          title: 'Cottonwood clay courts reopen after resurfacing',
          summary:
            'The parks department has finished resurfacing the four clay courts at Cottonwood Park. Saturday round robins move back there from this weekend.',
          daysAgo: 21,
          authorName: 'Tom Lindqvist',
          body: `Good news for clay lovers: the four green clay courts at **Cottonwood Park** have been resurfaced and reopen this weekend.

A few reminders:

1. Courts are booked through the parks department, up to three days ahead. The club holds Saturday 8–11 am for the round robin.
2. Please **drag and line the court** after play; the brushes hang on the fence by court 1.
3. After heavy rain the courts stay closed until they dry. Check the parks closure line before driving over.

Directions and access details are on the [Court Locations](/courts) page. Thank you to the eight members who gave up a Saturday to help the parks crew roll the new surface.`,
        }
      : cottonwoodSeason === 'winter'
        ? {
            slug: 'cottonwood-clay-courts-rest',
            title: 'Cottonwood clay courts rest for the winter',
            summary:
              'The four clay courts at Cottonwood Park are covered for the winter. Saturday round robins move to the Summit Tennis Centre until the clay reopens.',
            daysAgo: 21,
            authorName: 'Tom Lindqvist',
            body: `The four green clay courts at **Cottonwood Park** are covered for the winter: clay does not survive frost and standing water, so the parks department closes it until the ground has thawed.

A few reminders:

1. The Saturday round robin moves to the **Summit Tennis Centre** (indoor hard courts), same time, same sign-up page.
2. The club books the indoor courts for the round robin hours: please do not book them privately.
3. The parks department resurfaces the clay before it reopens; we will ask for volunteers to help roll the new surface.

Directions and access details are on the [Court Locations](/courts) page.`,
          }
        : {
            slug: 'cottonwood-clay-court-care',
            title: 'Cottonwood clay courts: a court-care rota',
            summary:
              'Members now take turns to brush, line and water the four clay courts at Cottonwood Park after the Saturday round robin. Sign up for a morning.',
            daysAgo: 21,
            authorName: 'Tom Lindqvist',
            body: `The four green clay courts at **Cottonwood Park** play best when they are looked after every week, so the club has started a **court-care rota**.

A few reminders:

1. Courts are booked through the parks department, up to three days ahead. The club holds Saturday 8–11 am for the round robin.
2. After play, **drag and line the court**; the brushes hang on the fence by court 1.
3. On dry, hot days the courts need watering before play: the hose reel is in the box by court 4 (the rota volunteer has the key).

Directions and access details are on the [Court Locations](/courts) page. Thank you to the members who have already signed up for a morning.`,
          };
  const championshipPlace =
    seasonAgo(80) !== 'winter'
      ? 'at Mesa View Park and the Summit Tennis Centre, with a rain delay on Sunday that nobody will forget'
      : 'on the indoor courts of the Summit Tennis Centre, with a Sunday final that finished close to midnight';
  const championshipPost: DemoNewsPost = {
    slug: 'club-doubles-championship-results',
    title: 'Club Doubles Championship: results and thanks',
    summary:
      'Forty-four teams played in this year’s Club Doubles Championship. Congratulations to the division winners, and thank you to our volunteers.',
    daysAgo: 80,
    authorName: 'Margaret Okafor',
    body: `What a weekend! Forty-four teams played 96 matches over three days ${championshipPlace}.

## Division winners

- **Men's 7.0** — R. Alvarez / J. Whitfield
- **Women's 7.0** — S. Kim / L. Duarte
- **Mixed 8.0** — M. Osei / H. Bergstrom
- **Consolation (all divisions)** — P. Shah / D. Moreau

Draws and results of the club's tournaments are posted on the [Tournaments](/events) page.

A big thank-you to the twenty volunteers who ran the desk, to Summit Tennis Centre for the ball donation, and to everyone who stayed for the prize-giving. See you next year.`,
  };
  return [
    {
      slug: 'welcome-to-the-new-website',
      title: 'Welcome to the new club website',
      summary:
        'Sign up for socials and tournaments online, join a waitlist that moves up by itself, add club events to your calendar and write to the board, all from your phone.',
      daysAgo: 2,
      authorName: 'Kevin Nguyen',
      body: `After many volunteer evenings, the club has a new home on the web. Here is what you can now do without a single e-mail to the board:

- **Sign up for socials and tournaments** from the [Social Events](/social_events) and [Tournaments](/events) pages. You get a confirmation e-mail with a link to cancel if your plans change.
- **Join the waitlist** when an event is full. When someone cancels, the first person on the list moves up automatically and gets an e-mail.
- **Add events to your calendar**: every event has an "Add to calendar" button, and you can subscribe to the whole club calendar so new events appear by themselves.
- **Find the courts**: addresses, lights, parking and how to get in are on [Court Locations](/courts).
- **Write to the board** from the [Contacts](/contacts) page.

Club pages such as the [Rules of Play](/rules), the [Season Schedule](/schedule) and the [Bylaws](/bylaws) are kept up to date by the board.

Found something that does not work, or missing something you used to find on the old site? Tell us through the contact form; we read every message.`,
    },
    {
      slug: 'usta-teams-registered',
      title: 'Fourteen USTA teams registered for the coming season',
      summary:
        'The club has registered fourteen teams for the coming USTA league season, including a new 55 & over women’s 3.5 team. A few rosters still have room.',
      daysAgo: 9,
      authorName: 'Angela Brooks',
      body: `Thank you to all our captains for getting rosters in before the deadline. This season the club fields **fourteen USTA teams**:

| League | Teams |
|---|---|
| Adult 18 & over | 5 |
| Adult 40 & over | 4 |
| 55 & over | 2 (including a new women's 3.5 team) |
| Mixed 18 & over | 3 |

Match schedules are on the USTA site; home matches are at Mesa View Park and the Summit Tennis Centre.

**Still looking for a team?** Several rosters have room, especially men's 3.0 and women's 4.0. Fill in the [Looking for Team](/forms/looking) form and I will pass your details to the captains.

— Angela Brooks, League Coordinator`,
    },
    cottonwoodPost,
    {
      slug: 'annual-meeting-new-board',
      title: 'Annual meeting: a new board and dues unchanged',
      summary:
        'Members elected a new board at the annual meeting, approved the accounts and voted to keep membership dues unchanged for another year.',
      daysAgo: 45,
      authorName: 'Tom Lindqvist',
      body: `Sixty-three members came to the annual meeting at the Summit Tennis Centre. The main decisions:

- **Board elected.** Margaret Okafor continues as President, with Daniel Reyes as Vice President, Priya Natarajan as Treasurer, Tom Lindqvist as Secretary, Angela Brooks as League Coordinator and Kevin Nguyen as Social Chair. Meet them on the [Contacts](/contacts) page.
- **Accounts approved.** The club ended the year with a small surplus, most of which goes towards new windscreens at Riverside Park.
- **Dues unchanged.** Individual, family, junior and senior dues stay at last year's level.
- **Bylaws.** An amendment allowing proxy votes at general meetings was adopted; the updated [Bylaws](/bylaws) are online.

The minutes are available from the secretary on request. Thank you to everyone who stood for election and to the outgoing members at large for their years of service.`,
    },
    championshipPost,
  ];
}
