package bouncelab.vote;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;

/**
 * One question's class vote, served over HTTP until {@link #close}. Exactly these, everything else 404:
 * <ul>
 *   <li>{@code GET /} the page, giving the device its cookie;
 *   <li>{@code GET /question?room=R} the question and its choices as JSON (403 for a wrong room);
 *   <li>{@code POST /vote} form fields {@code room}, {@code choice}, with the cookie: 204; 403 wrong room, 400 an
 *       unknown choice or no cookie, 413 a body over 1 KiB, 409 closed, 429 too many requests;
 *   <li>{@code GET /tally?token=T} the counts as JSON, 403 for a wrong token;
 *   <li>{@code GET /picture?room=R} the frame the question is about as a PNG, once {@link #showPicture} gave one
 *       (404 before), 403 for a wrong room. It shows the frame as it starts, so it gives nothing away.
 * </ul>
 * No file is served. A request that breaks something gets a bare 500, never a stack trace.
 */
public final class VoteServer implements AutoCloseable {
    /**
     * How to serve.
     *
     * @param bind             the address to listen on; loopback for scripts and tests, the PC's private address
     *                         for a class
     * @param port             0 for any free port
     * @param perSecond        requests an address may make a second, after its first {@code burst}
     * @param maxDevices       more devices than this are refused (503)
     * @param localCallersOnly refuse callers outside the local network (403)
     */
    public record Config(
            InetAddress bind,
            int port,
            double perSecond,
            double burst,
            int maxDevices,
            Locale locale,
            boolean localCallersOnly) {
        /** A class's worth: a phone needs a handful of requests; 2000 devices is a whole school. */
        public static Config of(InetAddress bind, int port) {
            return new Config(bind, port, 5, 30, 2000, Locale.ROOT, true);
        }

        public Config withRate(double perSecond, double burst) {
            return new Config(bind, port, perSecond, burst, maxDevices, locale, localCallersOnly);
        }

        public Config withLocale(Locale l) {
            return new Config(bind, port, perSecond, burst, maxDevices, l, localCallersOnly);
        }
    }

    private static final int THREADS = 8;

    private final VoteQuestion question;
    private final Tally tally;
    private final String room;
    private final String token;
    private final RateLimit limit;
    private final VotePage page;
    private final Config config;
    private final HttpServer server;
    private final ExecutorService threads;
    /** The question's picture (PNG), made by the app after the vote opened: null until then. */
    private volatile byte @Nullable [] picture;

    private VoteServer(VoteQuestion question, Config config) throws IOException {
        this.question = question;
        this.config = config;
        this.tally = new Tally(question.choices(), config.maxDevices());
        this.room = RandomCodes.room();
        this.token = RandomCodes.token();
        this.limit = new RateLimit(config.perSecond(), config.burst());
        this.page = new VotePage(VoteWords.of(config.locale()));
        AtomicInteger n = new AtomicInteger();
        this.threads = Executors.newFixedThreadPool(THREADS, r -> {
            Thread t = new Thread(r, "vote-" + n.incrementAndGet());
            t.setDaemon(true); // a vote never keeps the app from quitting
            return t;
        });
        this.server = HttpServer.create(new InetSocketAddress(config.bind(), config.port()), 64);
        server.setExecutor(threads);
        server.createContext("/", this::handle);
        server.start();
    }

    /** Starts serving at once. */
    public static VoteServer start(VoteQuestion question, Config config) throws IOException {
        return new VoteServer(question, config);
    }

    /** {@code http://ADDRESS:PORT/}: the page; a student's link adds {@code ?room=}. */
    public String url() {
        InetAddress a = server.getAddress().getAddress();
        String host = a instanceof Inet6Address ? "[" + a.getHostAddress() + "]" : a.getHostAddress();
        return "http://" + host + ":" + server.getAddress().getPort() + "/";
    }

    /** The link a phone opens, room included (what the QR code holds). */
    public String studentUrl() {
        return url() + "?room=" + room;
    }

    public String room() {
        return room;
    }

    public String token() {
        return token;
    }

    public VoteQuestion question() {
        return question;
    }

    public Tally tally() {
        return tally;
    }

    /**
     * The picture of the question's frame, as a PNG (the window draws it in the background once the vote is open,
     * so a phone that asks early is told there is none yet and asks again).
     */
    public void showPicture(byte[] png) {
        this.picture = png.clone();
    }

    /** Closes the vote (the counts stay) and stops listening; what was in flight gets a moment to finish. */
    @Override
    public void close() {
        tally.close();
        server.stop(0);
        threads.shutdownNow();
    }

    private void handle(HttpExchange ex) {
        try (ex) {
            try {
                InetAddress caller = ex.getRemoteAddress().getAddress();
                if (config.localCallersOnly() && !LocalNetwork.isLocal(caller)) {
                    send(ex, 403, "not on this network");
                } else if (!limit.allow(caller.getHostAddress())) {
                    ex.getResponseHeaders().set("Retry-After", "1");
                    send(ex, 429, "too many requests");
                } else {
                    route(ex);
                }
            } catch (VoteRequest.Refused e) {
                quietly(ex, e.status, e.getMessage());
            } catch (RuntimeException e) {
                quietly(ex, 500, "error");
            }
        } catch (IOException e) {
            // the phone went away mid-request: nothing to answer
        }
    }

    private void route(HttpExchange ex) throws IOException, VoteRequest.Refused {
        String method = ex.getRequestMethod();
        String path = ex.getRequestURI().getRawPath();
        switch (path) {
            case "/" -> {
                if (!method.equals("GET")) {
                    send(ex, 404, "not found");
                    return;
                }
                if (VoteRequest.device(ex.getRequestHeaders()) == null) {
                    ex.getResponseHeaders()
                            .add(
                                    "Set-Cookie",
                                    VoteRequest.COOKIE + "=" + RandomCodes.device()
                                            + "; Path=/; Max-Age=86400; HttpOnly; SameSite=Strict");
                }
                String nonce = RandomCodes.device();
                ex.getResponseHeaders()
                        .set(
                                "Content-Security-Policy",
                                "default-src 'none'; script-src 'nonce-"
                                        + nonce + "'; style-src 'nonce-" + nonce
                                        + "'; connect-src 'self'; img-src 'self'; "
                                        + "form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
                send(ex, 200, "text/html; charset=utf-8", page.render(nonce));
            }
            case "/question" -> {
                if (gotInRoom(ex, method)) {
                    String device = VoteRequest.device(ex.getRequestHeaders());
                    send(
                            ex,
                            200,
                            "application/json; charset=utf-8",
                            question.toStudentJson(device == null ? null : tally.choiceOf(device), picture != null));
                }
            }
            case "/picture" -> {
                byte[] png = picture;
                if (!gotInRoom(ex, method)) {
                    return;
                }
                if (png == null) {
                    send(ex, 404, "no picture yet");
                } else {
                    send(ex, 200, "image/png", png);
                }
            }
            case "/vote" -> {
                if (!method.equals("POST")) {
                    send(ex, 404, "not found");
                    return;
                }
                vote(ex);
            }
            case "/tally" -> {
                if (!method.equals("GET")) {
                    send(ex, 404, "not found");
                    return;
                }
                String t = VoteRequest.fields(ex.getRequestURI().getRawQuery()).get("token");
                if (t == null
                        || !MessageDigest.isEqual(
                                t.getBytes(StandardCharsets.UTF_8), token.getBytes(StandardCharsets.UTF_8))) {
                    send(ex, 403, "wrong token");
                    return;
                }
                send(ex, 200, "application/json; charset=utf-8", tally.counts().toJson());
            }
            default -> send(ex, 404, "not found");
        }
    }

    private void vote(HttpExchange ex) throws IOException, VoteRequest.Refused {
        Map<String, String> form = VoteRequest.fields(VoteRequest.body(ex.getRequestHeaders(), ex.getRequestBody()));
        if (!rightRoom(form.get("room"))) {
            send(ex, 403, "wrong room");
            return;
        }
        String device = VoteRequest.device(ex.getRequestHeaders());
        if (device == null) {
            send(ex, 400, "no device cookie: load the page first");
            return;
        }
        String choice = form.get("choice");
        switch (tally.vote(device, choice == null ? "" : choice)) {
            case COUNTED -> {
                ex.getResponseHeaders().set("Cache-Control", "no-store");
                ex.sendResponseHeaders(204, -1);
            }
            case UNKNOWN_CHOICE -> send(ex, 400, "unknown choice");
            case CLOSED -> send(ex, 409, "the vote is closed");
            case FULL -> send(ex, 503, "too many devices");
        }
    }

    /** A GET that names this vote's room; anything else is answered here (404, or 403 for a wrong room). */
    private boolean gotInRoom(HttpExchange ex, String method) throws IOException, VoteRequest.Refused {
        if (!method.equals("GET")) {
            send(ex, 404, "not found");
            return false;
        }
        if (!rightRoom(VoteRequest.fields(ex.getRequestURI().getRawQuery()).get("room"))) {
            send(ex, 403, "wrong room");
            return false;
        }
        return true;
    }

    private boolean rightRoom(@Nullable String r) {
        return r != null && r.strip().toUpperCase(Locale.ROOT).equals(room);
    }

    private static void send(HttpExchange ex, int status, String text) throws IOException {
        send(ex, status, "text/plain; charset=utf-8", text);
    }

    private static void send(HttpExchange ex, int status, String type, String body) throws IOException {
        send(ex, status, type, body.getBytes(StandardCharsets.UTF_8));
    }

    private static void send(HttpExchange ex, int status, String type, byte[] b) throws IOException {
        var h = ex.getResponseHeaders();
        h.set("Content-Type", type);
        h.set("Cache-Control", "no-store");
        h.set("X-Content-Type-Options", "nosniff");
        h.set("Referrer-Policy", "no-referrer");
        h.set("X-Frame-Options", "DENY");
        ex.sendResponseHeaders(status, b.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(b);
        }
    }

    /** Answers if the headers have not gone yet; a failure here has nobody left to tell. */
    private static void quietly(HttpExchange ex, int status, @Nullable String text) {
        try {
            if (ex.getResponseCode() == -1) {
                send(ex, status, text == null ? "" : text);
            }
        } catch (IOException | RuntimeException e) {
            // the exchange is closed by the caller's try-with-resources
        }
    }
}
