import type { StaffLiveSession } from '@portal/contracts/media/staff-media-schema';
import { testStaffMedia } from '@portal/contracts/media/test-staff-media';
import { attendBlock, linkSite, meetingText, meetingTime } from './live-format.ts';
import { liveGridTexts } from './live-texts.ts';

const live = (meetingStart: number, hours = 1): StaffLiveSession => ({
  meetingStart,
  meetingEnd: meetingStart + hours * 3600,
  meetingLink: 'https://teams.example.com/l/meetup',
  attendedAt: null,
  noteTakerId: null,
  noteTakerName: null,
});

describe('a meeting on the portal clock', () => {
  it('reads UK time, summer or winter, whatever the browser', () => {
    expect(meetingText(live(Date.UTC(2026, 6, 1, 13, 30) / 1000))).toBe(
      '14:30 – 15:30 on Wed, Jul 1st (UK time)',
    );
    expect(meetingTime(live(Date.UTC(2026, 11, 2, 9, 0) / 1000))).toEqual({
      day: 'Wed, Dec 2nd',
      hours: '09:00 – 10:00',
    });
  });

  it('names the day a meeting running past midnight ends', () => {
    expect(meetingTime(live(Date.UTC(2026, 11, 2, 23, 0) / 1000, 2))).toEqual({
      day: 'Wed, Dec 2nd',
      hours: '23:00 – 01:00 on Thu, Dec 3rd',
    });
  });

  it("shows the link's site", () => {
    expect(linkSite('https://teams.example.com/l/meetup')).toBe('teams.example.com');
  });
});

describe('marking attended', () => {
  const start = Date.UTC(2026, 11, 2, 9, 0) / 1000;
  const now = (offsetSeconds: number) => (start + offsetSeconds) * 1000;

  it('waits for the payment, then the start', () => {
    const unpaid = testStaffMedia(1, { status: 'uploaded' });
    const paid = testStaffMedia(1, { status: 'ordered' });
    expect(attendBlock(unpaid, live(start), now(60))).toBe(liveGridTexts.notPaid);
    expect(attendBlock(paid, live(start), now(-60))).toBe(liveGridTexts.notStarted);
    expect(attendBlock(paid, live(start), now(0))).toBeNull();
  });
});
