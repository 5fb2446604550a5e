import type { BlogPost } from "@/lib/content/types";

/** The three latest blog articles (home "Latest blog articles"). */
export const POSTS: readonly BlogPost[] = [
  {
    slug: "how-to-choose-a-tarot-reader-you-can-trust",
    title: "How to choose a tarot reader you can trust",
    excerpt:
      "A good reading leaves you clearer and more in charge of your choices. Here is what to look for before you book, and the warning signs to walk away from.",
    author: "Amara Okafor",
    publishedAt: "2026-10-30",
    image: "/images/blog/how-to-choose-a-tarot-reader-you-can-trust.svg",
    imageAlt:
      "Three tarot cards fanned out, showing a moon, a sun and a star, on a purple evening sky",
    body: [
      "Tarot can be a wonderful tool for reflection. A deck of 78 cards, each rich with imagery, gives you and a reader a shared language for talking about a question that is hard to put into words. But the quality of a reading depends almost entirely on the person holding the cards, so it is worth choosing with care.",
      "## What a good reader does",
      'A trustworthy reader starts by asking what you want to explore and helps you phrase it as an open question. "What do I need to understand about this job offer?" leads somewhere useful; "Will I get rich?" rarely does. As the cards come up, they explain what they see and why, and they check in with you about what it brings up. You should feel like a participant, not an audience.',
      'Good readers are also honest about what tarot is. They present the cards as a mirror for your situation and your options, not as a fixed script for the future. They are comfortable saying "I don\'t know" or "that part isn\'t clear to me", and they never ask you to hand a decision over to them.',
      "Look for someone who is transparent about practicalities, too: the price, how long the session lasts, whether it is recorded and what happens to your notes. Reviews that describe how a reader made someone feel, and what they did afterwards, tell you more than a row of five stars.",
      "Before you book, it is fair to ask a reader a few questions of your own. How long have they been reading, and how did they learn? What kinds of questions do they enjoy working with, and which do they turn away? How do they handle a reading that brings up something painful? The answers matter less than the way they are given: a reader worth your time will answer plainly and without getting defensive.",
      "## Warning signs",
      "Walk away from anyone who says you are cursed, that only they can lift it, or that you need to buy more sessions, candles or charms to avoid something terrible. Be wary of a reader who makes medical, legal or financial predictions; those questions belong with qualified professionals, and a caring reader will tell you so. High-pressure upsells and requests for personal details you didn't expect to share are also red flags.",
      "Finally, trust your own sense of the conversation. If you leave a reading feeling frightened, smaller or more dependent, it wasn't a good reading, however accurate it seemed. If you leave with more questions than answers but also with a clearer sense of what you want to do next, you have probably found someone worth returning to.",
    ],
  },
  {
    slug: "your-first-astrology-reading-what-to-expect",
    title: "Your first astrology reading: what to expect",
    excerpt:
      "From the details you need before the call to the questions worth asking, here is how to get the most from your first session with an astrologer.",
    author: "Priya Raman",
    publishedAt: "2026-10-12",
    image: "/images/blog/your-first-astrology-reading-what-to-expect.svg",
    imageAlt: "A golden zodiac wheel and a crescent moon in a deep blue starry sky",
    body: [
      "If you have only ever read sun-sign horoscopes, a full astrology reading can feel like a different subject altogether. Instead of one of twelve signs, the astrologer looks at a map of the whole sky at the moment you were born, which is as individual as a fingerprint. Here is what usually happens, and how to prepare.",
      "## Before the session",
      "Your astrologer will ask for your date, place and time of birth. The time matters more than most people expect: the rising sign and the houses shift every few minutes, so an exact time from a birth certificate gives a much richer reading than a guess. If you don't know it, say so; a good astrologer can still work with the planets by sign, and some offer a process to estimate your birth time.",
      "It also helps to think about what you want from the hour. Some people want an overview of their chart; others come with a specific question about a move, a relationship or a career change. Two or three questions written down in advance keep the conversation focused.",
      "Finally, come with an open mind rather than a wish list. Astrology is at its best when it helps you see familiar patterns from a new angle, for example why you recharge alone, why some years feel like sowing and others like harvest. It is much less useful as a way to confirm a decision you have already made or to find out exactly what will happen next month.",
      "## During the reading",
      "Most readings begin with the big picture: your Sun, Moon and rising sign, and any strong patterns in the chart. From there, the astrologer connects what they see with your life, often by asking whether a description rings true. In Vedic astrology, which I practice, we also look at the planetary periods you are moving through, which can be a helpful way to think about timing.",
      "Astrologers use different systems, such as Western, Vedic and Chinese, and each has its own language. Don't hesitate to ask what a term means or why something matters. A good astrologer is glad to explain, and understanding the reasoning is half the value of a reading.",
      "## Afterwards",
      "Give yourself a little time to sit with what you heard. Many astrologers record the session or send notes, and listening again a week later often brings new insight. Remember that a chart describes tendencies and seasons rather than fixed outcomes: you are the one who decides what to do with them. If the reading left you curious rather than anxious, you are off to a good start. And if something felt off, such as pressure to book more sessions or frightening predictions, trust that feeling and look for a different astrologer.",
    ],
  },
  {
    slug: "a-five-minute-grounding-practice-for-busy-days",
    title: "A five-minute grounding practice for busy days",
    excerpt:
      "You don't need a retreat or a quiet room to come back to yourself. This short practice fits between meetings, on the bus or before you open your inbox.",
    author: "Søren Halvorsen",
    publishedAt: "2026-09-24",
    image: "/images/blog/a-five-minute-grounding-practice-for-busy-days.svg",
    imageAlt: "A lotus flower rising from gentle waves in front of a pale golden sun",
    body: [
      "Most of my students don't struggle with meditation itself. They struggle to find the time. So instead of aiming for thirty minutes, I suggest starting with five, a practice short enough to fit into the gaps of a busy day and simple enough to remember when you are stressed.",
      "## The practice",
      "First minute: arrive. Sit or stand comfortably and let your feet rest flat on the floor. Notice the points where your body touches the chair or the ground. You don't need to relax; just notice what is there.",
      "Second and third minutes: breathe and count. Breathe in through your nose for a slow count of four and out for a count of six. The longer out-breath is the heart of the practice and tends to feel settling. If your mind wanders, which it will, simply start the count again.",
      "Fourth minute: use your senses. Name, silently, five things you can see, four you can hear, three you can feel, two you can smell and one you can taste. This old exercise gently brings your attention back to the room you are actually in.",
      "Fifth minute: choose your next step. Ask yourself what the one thing is that matters most in the next hour. Let the answer be small and concrete, then open your eyes and begin.",
      "That is the whole practice. It asks for no special equipment, app or posture, and nobody around you needs to know you are doing it. On a crowded train you can keep your eyes open and simply soften your gaze toward the floor. At your desk you can rest your hands on your thighs and let your shoulders drop away from your ears before you begin.",
      "## Making it stick",
      "Tie the practice to something you already do every day: before your first coffee, after you park the car, when a video call ends. Keep your expectations low. Some days five minutes will feel wonderful and some days merely long, and both count. If you find yourself wanting more, add a minute to the breathing section each week. Many of my students also keep a short note of how they felt before and after; after a month, that little record is often the best encouragement to keep going.",
      "Grounding practices can help you feel calmer and more present, but they are not a treatment for anxiety or any other health condition. If stress is affecting your sleep, work or relationships, please talk to a doctor or a licensed therapist alongside any practice you enjoy.",
    ],
  },
];
