package bouncelab.vote;

import com.sun.net.httpserver.Headers;
import java.io.IOException;
import java.io.InputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** Reading what a request brings: its query or form fields, a capped body, the device's cookie. */
final class VoteRequest {
    /** Refused input, with the status to answer (400, 413). */
    static final class Refused extends Exception {
        final int status;

        Refused(int status, String message) {
            super(message, null, false, false);
            this.status = status;
        }
    }

    static final int MAX_BODY = 1024;
    static final String COOKIE = "bl_device";

    private VoteRequest() {}

    /** {@code a=1&b=2} decoded; a field given twice or a broken %-escape is bad input. */
    static Map<String, String> fields(String raw) throws Refused {
        Map<String, String> out = new HashMap<>();
        if (raw == null || raw.isEmpty()) {
            return out;
        }
        for (String pair : raw.split("&", -1)) {
            int eq = pair.indexOf('=');
            String k = eq < 0 ? pair : pair.substring(0, eq);
            String v = eq < 0 ? "" : pair.substring(eq + 1);
            try {
                k = URLDecoder.decode(k, StandardCharsets.UTF_8);
                v = URLDecoder.decode(v, StandardCharsets.UTF_8);
            } catch (IllegalArgumentException e) {
                throw new Refused(400, "bad escape");
            }
            if (out.put(k, v) != null) {
                throw new Refused(400, "a field given twice");
            }
        }
        return out;
    }

    /** The body, at most {@link #MAX_BODY} bytes (413 past it, whether it said its length or not). */
    static String body(Headers headers, InputStream in) throws Refused, IOException {
        String length = headers.getFirst("Content-Length");
        if (length != null) {
            try {
                if (Long.parseLong(length.strip()) > MAX_BODY) {
                    throw new Refused(413, "too long");
                }
            } catch (NumberFormatException e) {
                throw new Refused(400, "bad length");
            }
        }
        byte[] b = in.readNBytes(MAX_BODY + 1);
        if (b.length > MAX_BODY) {
            throw new Refused(413, "too long");
        }
        return new String(b, StandardCharsets.UTF_8);
    }

    /** The device's id from its cookie, or null when it has none (or one that is not ours in shape). */
    static @Nullable String device(Headers headers) {
        List<String> cookies = headers.get("Cookie");
        if (cookies == null) {
            return null;
        }
        for (String line : cookies) {
            for (String c : line.split(";")) {
                String s = c.strip();
                if (s.startsWith(COOKIE + "=")) {
                    String v = s.substring(COOKIE.length() + 1);
                    return RandomCodes.isId(v) ? v : null;
                }
            }
        }
        return null;
    }
}
