package bouncelab.vote;

import bouncelab.lessons.Course;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonSource;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The vote's pieces on their own: the tally, the rate limit, the local network, the log, the question, the words. */
class VotePartsTest {
    @Test
    void aTallyCountsEachDeviceOnceAtItsLastChoice() {
        Tally t = new Tally(List.of("a", "b", "c"), 3);
        assertEquals(Tally.Outcome.COUNTED, t.vote("d1", "a"));
        assertEquals(Tally.Outcome.COUNTED, t.vote("d1", "b"));
        assertEquals(Tally.Outcome.COUNTED, t.vote("d2", "b"));
        assertEquals(Tally.Outcome.UNKNOWN_CHOICE, t.vote("d3", "d"));
        assertEquals(Tally.Outcome.COUNTED, t.vote("d3", "c"));
        assertEquals(Tally.Outcome.FULL, t.vote("d4", "a"));
        assertEquals(Tally.Outcome.COUNTED, t.vote("d3", "a"), "a device already counted may change when full");
        assertEquals(
                "{\"total\":3,\"votes\":{\"a\":1,\"b\":2,\"c\":0}}", t.counts().toJson());
        t.close();
        assertEquals(Tally.Outcome.CLOSED, t.vote("d1", "a"));
        assertEquals("b", t.choiceOf("d1"));
        assertNull(t.choiceOf("d9"));
    }

    @Test
    void theRateLimitRefillsWithTime() {
        AtomicLong now = new AtomicLong(1_000);
        RateLimit r = new RateLimit(2, 3, now::get);
        assertTrue(r.allow("a") && r.allow("a") && r.allow("a"));
        assertFalse(r.allow("a"));
        assertTrue(r.allow("b"), "each address has its own");
        now.addAndGet(500_000_000L); // half a second: one more
        assertTrue(r.allow("a"));
        assertFalse(r.allow("a"));
        now.addAndGet(60_000_000_000L);
        assertTrue(r.allow("a") && r.allow("a") && r.allow("a"));
        assertFalse(r.allow("a"), "no more than the burst however long it waited");
    }

    @Test
    void onlyTheLocalNetworkIsLocal() throws IOException {
        for (String a : List.of(
                "127.0.0.1",
                "10.1.2.3",
                "172.16.0.9",
                "192.168.1.20",
                "169.254.3.4",
                "::1",
                "fd12:3456::1",
                "fe80::1")) {
            assertTrue(LocalNetwork.isLocal(InetAddress.getByName(a)), a);
        }
        for (String a : List.of("8.8.8.8", "172.32.0.1", "2001:db8::1", "100.64.0.1")) {
            assertFalse(LocalNetwork.isLocal(InetAddress.getByName(a)), a);
        }
        LocalNetwork.address().ifPresent(a -> assertTrue(a.isSiteLocalAddress(), a.toString()));
    }

    @Test
    void theLogKeepsOneRowOfCountsPerVote(@TempDir Path dir) throws IOException {
        VoteLog log = new VoteLog(dir.resolve("app"));
        Tally t = new Tally(List.of("yes, it bounces", "no, the ball goes through"), 10);
        t.vote("d1", "yes, it bounces");
        t.vote("d2", "no, the ball goes through");
        t.vote("d3", "no, the ball goes through");
        log.append(VoteServerTest.QUESTION, t.counts(), Instant.parse("2026-03-04T09:15:30.250Z"));
        log.append(VoteServerTest.QUESTION, new Tally(t.choices(), 10).counts(), Instant.parse("2026-03-04T09:20:00Z"));
        assertEquals(
                VoteLog.HEADER + "\n"
                        + "2026-03-04T09:15:30Z,06-tunnelling,1,\"no, the ball goes through\",3,2,\"yes, it bounces\",1,"
                        + "\"no, the ball goes through\",2\n"
                        + "2026-03-04T09:20:00Z,06-tunnelling,1,\"no, the ball goes through\",0,0,\"yes, it bounces\",0,"
                        + "\"no, the ball goes through\",0\n",
                Files.readString(log.file(), StandardCharsets.UTF_8));
    }

    @Test
    void lessonSixsFirstQuestionHasItsWordsAndFrame() {
        Course course = LessonSource.find().load();
        Lesson six = course.lessons().stream()
                .filter(l -> l.id().equals("06-tunnelling"))
                .findFirst()
                .orElseThrow();
        VoteQuestion q = VoteQuestion.of(six, 1);
        assertEquals(
                "Frame 10 takes the ball from x = 690 to x = 720. Will the Pythagoras test see the paddle?", q.ask());
        assertEquals(List.of("yes, it bounces", "no, the ball goes through"), q.choices());
        assertEquals("no, the ball goes through", q.answer());
        assertEquals(10, q.revealAtFrame());
        assertFalse(q.toStudentJson(null, false).contains("\"answer\""));
        assertTrue(
                VoteQuestion.of(six, 3).ask().startsWith("Now switch to swept, which tests"),
                VoteQuestion.of(six, 3).ask());
        assertThrows(
                IllegalArgumentException.class,
                () -> VoteQuestion.of(six, six.questions().size() + 1));
        assertThrows(IllegalArgumentException.class, () -> VoteQuestion.of(six, 0));
    }

    @Test
    void everyLanguageHasEveryWord() {
        for (Locale l : List.of(Locale.ROOT, Locale.ENGLISH, new Locale("zz"), Locale.forLanguageTag("es"))) {
            VoteWords w = VoteWords.of(l);
            for (String k : VoteWords.KEYS) {
                assertFalse(w.get(k).isBlank(), l + " " + k);
            }
        }
        assertEquals("en", VoteWords.of(Locale.GERMAN).get("lang"), "a language with no bundle falls back to English");
        VoteWords es = VoteWords.of(Locale.forLanguageTag("es"));
        assertEquals("es", es.get("lang"));
        assertEquals("Votación de la clase", es.get("title"));
    }
}
