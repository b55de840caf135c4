package bouncelab.vote;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** A device talking to a vote server on the loopback, as the tests and the load benchmark do: its own cookie. */
final class VoteHttp {
    static final HttpClient CLIENT = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .build();

    private final String base;
    private String cookie;

    VoteHttp(String base) {
        this.base = base;
    }

    /** GET / and keep the cookie it sets. */
    HttpResponse<String> page() {
        HttpResponse<String> r = get("");
        r.headers().firstValue("Set-Cookie").ifPresent(c -> cookie = c.substring(0, c.indexOf(';')));
        return r;
    }

    String cookie() {
        return cookie;
    }

    HttpResponse<String> get(String pathAndQuery) {
        HttpRequest.Builder b =
                HttpRequest.newBuilder(URI.create(base + pathAndQuery)).timeout(Duration.ofSeconds(10));
        if (cookie != null) {
            b.header("Cookie", cookie);
        }
        return send(b.GET().build());
    }

    HttpResponse<String> vote(String room, String choice) {
        return post("vote", "room=" + enc(room) + "&choice=" + enc(choice));
    }

    HttpResponse<String> post(String path, String form) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path))
                .timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/x-www-form-urlencoded");
        if (cookie != null) {
            b.header("Cookie", cookie);
        }
        return send(b.POST(HttpRequest.BodyPublishers.ofString(form)).build());
    }

    static HttpResponse<String> send(HttpRequest r) {
        try {
            return CLIENT.send(r, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }
}
