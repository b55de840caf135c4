package bouncelab.vote;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every path and every refusal of the vote server, on the loopback. */
class VoteServerTest {
    static final VoteQuestion QUESTION = new VoteQuestion(
            "06-tunnelling",
            1,
            "Will x < 720 & the <script>alert(1)</script> test see it?",
            List.of("yes, it bounces", "no, the ball goes through"),
            "no, the ball goes through",
            10);

    private VoteServer server;

    private VoteServer start(VoteServer.Config c) throws IOException {
        server = VoteServer.start(QUESTION, c);
        return server;
    }

    private VoteServer start() throws IOException {
        return start(VoteServer.Config.of(InetAddress.getLoopbackAddress(), 0).withRate(1000, 1000));
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void thePageGivesACookieAndHoldsNoToken() throws IOException {
        VoteServer s = start();
        VoteHttp phone = new VoteHttp(s.url());
        HttpResponse<String> r = phone.page();
        assertEquals(200, r.statusCode());
        assertEquals(
                "text/html; charset=utf-8",
                r.headers().firstValue("Content-Type").orElseThrow());
        String cookie = r.headers().firstValue("Set-Cookie").orElseThrow();
        assertTrue(
                cookie.startsWith("bl_device=") && cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"),
                cookie);
        assertTrue(
                r.headers().firstValue("Content-Security-Policy").orElseThrow().contains("default-src 'none'"));
        assertFalse(r.body().contains(s.token()), "the teacher's token is on the student's page");
        assertTrue(r.body().contains("<title>Class vote</title>"), r.body());
        assertFalse(r.body().contains("${"), "a word was left unfilled");
        // a second load keeps the device's cookie
        assertTrue(phone.get("").headers().firstValue("Set-Cookie").isEmpty());
    }

    @Test
    void thePageEscapesItsWords() throws IOException {
        VoteServer s =
                start(VoteServer.Config.of(InetAddress.getLoopbackAddress(), 0).withLocale(new Locale("zz")));
        String body = new VoteHttp(s.url()).page().body();
        assertTrue(body.contains("<title>&lt;b&gt;Vote&lt;/b&gt; &amp; &quot;see&quot; &#39;this&#39;</title>"), body);
        assertFalse(body.contains("<b>Vote"));
        assertTrue(body.contains("<html lang=\"zz\">"));
    }

    @Test
    void theQuestionForTheRightRoomWithoutTheAnswer() throws IOException {
        VoteServer s = start();
        VoteHttp phone = new VoteHttp(s.url());
        phone.page();
        HttpResponse<String> r = phone.get("question?room=" + s.room().toLowerCase(Locale.ROOT));
        assertEquals(200, r.statusCode());
        assertEquals(
                "application/json; charset=utf-8",
                r.headers().firstValue("Content-Type").orElseThrow());
        assertEquals(
                "{\"lesson\":\"06-tunnelling\",\"question\":1,\"ask\":\"Will x < 720 & the "
                        + "<script>alert(1)</script> test see it?\",\"choices\":[\"yes, it bounces\",\"no, the ball goes "
                        + "through\"],\"yours\":null,\"picture\":false}",
                r.body());
        assertEquals(204, phone.vote(s.room(), "yes, it bounces").statusCode());
        assertTrue(phone.get("question?room=" + s.room())
                .body()
                .endsWith("\"yours\":\"yes, it bounces\"," + "\"picture\":false}"));
        assertFalse(r.body().contains(s.token()));
    }

    @Test
    void theFramesPictureOnceTheAppHasDrawnIt() throws Exception {
        VoteServer s = start();
        VoteHttp phone = new VoteHttp(s.url());
        phone.page();
        assertEquals(404, phone.get("picture?room=" + s.room()).statusCode(), "none drawn yet");
        byte[] png = {(byte) 0x89, 'P', 'N', 'G', 13, 10, 26, 10, 1, 2, 3};
        s.showPicture(png);
        assertTrue(phone.get("question?room=" + s.room()).body().endsWith("\"picture\":true}"));
        HttpResponse<byte[]> r = VoteHttp.CLIENT.send(
                HttpRequest.newBuilder(URI.create(s.url() + "picture?room=" + s.room()))
                        .build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, r.statusCode());
        assertEquals("image/png", r.headers().firstValue("Content-Type").orElseThrow());
        assertArrayEquals(png, r.body());
        assertEquals(403, phone.get("picture?room=QQQQ").statusCode(), "a wrong room sees no picture");
        assertEquals(
                404,
                VoteHttp.send(HttpRequest.newBuilder(URI.create(s.url() + "picture?room=" + s.room()))
                                .method("POST", HttpRequest.BodyPublishers.ofString(""))
                                .build())
                        .statusCode());
    }

    @ParameterizedTest(name = "question?{0} is refused with 403")
    @CsvSource({"room=QQQQ", "room=", "''", "other=1"})
    void aWrongRoomIsForbidden(String query) throws IOException {
        VoteServer s = start();
        assertEquals(403, new VoteHttp(s.url()).get("question?" + query).statusCode());
    }

    @Test
    void aDeviceHasOneVoteItMayChange() throws IOException {
        VoteServer s = start();
        VoteHttp a = new VoteHttp(s.url());
        VoteHttp b = new VoteHttp(s.url());
        a.page();
        b.page();
        assertEquals(204, a.vote(s.room(), "yes, it bounces").statusCode());
        assertEquals(204, a.vote(s.room(), "no, the ball goes through").statusCode());
        assertEquals(204, b.vote(s.room(), "no, the ball goes through").statusCode());
        HttpResponse<String> t = a.get("tally?token=" + s.token());
        assertEquals(200, t.statusCode());
        assertEquals("{\"total\":2,\"votes\":{\"yes, it bounces\":0,\"no, the ball goes through\":2}}", t.body());
    }

    @Test
    void refusalsHaveTheirStatusAndNoStackTrace() throws IOException {
        VoteServer s = start();
        VoteHttp phone = new VoteHttp(s.url());
        phone.page();
        String room = s.room();
        assertRefused(403, phone.vote("QQQQ", "yes, it bounces"));
        assertRefused(400, phone.vote(room, "maybe"));
        assertRefused(400, phone.post("vote", "room=" + room));
        assertRefused(400, phone.post("vote", "room=" + room + "&choice=%zz"));
        assertRefused(400, phone.post("vote", "room=" + room + "&room=" + room + "&choice=yes"));
        assertRefused(400, new VoteHttp(s.url()).vote(room, "yes, it bounces")); // no cookie
        String big = "room=" + room + "&choice=yes%2C+it+bounces&pad=" + "x".repeat(1024);
        assertRefused(413, phone.post("vote", big));
        // a body that does not say its length is cut off at 1 KiB all the same
        assertRefused(
                413,
                VoteHttp.send(HttpRequest.newBuilder(URI.create(s.url() + "vote"))
                        .timeout(Duration.ofSeconds(10))
                        .header("Cookie", phone.cookie())
                        .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(big.getBytes())))
                        .build()));
        assertRefused(403, phone.get("tally?token=wrong"));
        assertRefused(403, phone.get("tally"));
        assertRefused(403, phone.get("tally?token=" + s.room()));
        assertEquals(
                "{\"total\":0,\"votes\":{\"yes, it bounces\":0,\"no, the ball goes through\":0}}",
                phone.get("tally?token=" + s.token()).body());
    }

    @ParameterizedTest(name = "{0} {1} is 404")
    @CsvSource({
        "GET,favicon.ico",
        "GET,index.html",
        "GET,vote",
        "POST,''",
        "POST,question",
        "POST,tally",
        "GET,../../etc/passwd",
        "GET,%2e%2e/pom.xml",
        "GET,tally/",
        "DELETE,vote",
        "PUT,vote",
        "GET,question/x"
    })
    void everythingElseIsNotFound(String method, String path) throws IOException {
        VoteServer s = start();
        HttpResponse<String> r = VoteHttp.send(HttpRequest.newBuilder(URI.create(s.url() + path))
                .timeout(Duration.ofSeconds(10))
                .method(method, HttpRequest.BodyPublishers.ofString(""))
                .build());
        assertRefused(404, r);
    }

    @Test
    void aClosedVoteTakesNoMore() throws IOException {
        VoteServer s = start();
        VoteHttp phone = new VoteHttp(s.url());
        phone.page();
        assertEquals(204, phone.vote(s.room(), "yes, it bounces").statusCode());
        s.tally().close();
        assertRefused(409, phone.vote(s.room(), "no, the ball goes through"));
        assertEquals(1, s.tally().counts().votes().get("yes, it bounces"));
    }

    @Test
    void anAddressPastItsRateIsTurnedAway() throws IOException {
        VoteServer s =
                start(VoteServer.Config.of(InetAddress.getLoopbackAddress(), 0).withRate(0.001, 3));
        VoteHttp phone = new VoteHttp(s.url());
        for (int i = 0; i < 3; i++) {
            assertEquals(200, phone.get("").statusCode());
        }
        HttpResponse<String> r = phone.get("");
        assertRefused(429, r);
        assertEquals("1", r.headers().firstValue("Retry-After").orElseThrow());
    }

    @Test
    void closingStopsListening() throws IOException {
        VoteServer s = start();
        String url = s.url();
        s.close();
        server = null;
        assertTrue(assertThrowsIo(() -> new VoteHttp(url).page()));
    }

    @Test
    void theUrlIsTheBoundAddress() throws IOException {
        VoteServer s = start();
        assertTrue(s.url().matches("http://127\\.0\\.0\\.1:\\d+/"), s.url());
        assertEquals(s.url() + "?room=" + s.room(), s.studentUrl());
        assertTrue(s.room().matches("[A-Z]{4}"));
        assertNotNull(s.token());
    }

    private static boolean assertThrowsIo(Runnable r) {
        try {
            r.run();
            return false;
        } catch (UncheckedIOException e) {
            return true;
        }
    }

    static void assertRefused(int status, HttpResponse<String> r) {
        assertEquals(status, r.statusCode(), r.body());
        assertTrue(
                r.body().length() < 100
                        && !r.body().contains("Exception")
                        && !r.body().contains("\tat "),
                r.body());
        assertEquals("nosniff", r.headers().firstValue("X-Content-Type-Options").orElseThrow());
    }
}
