package bouncelab.vote;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The students' page: {@code vote-page.html} with its {@code ${word}}s filled in from {@link VoteWords}, each
 * escaped, and the nonce that lets its own style and script run under the server's Content-Security-Policy.
 */
final class VotePage {
    private static final Pattern SLOT = Pattern.compile("\\$\\{([A-Za-z]+)}");

    private final String template;
    private final VoteWords words;

    VotePage(VoteWords words) {
        this.words = words;
        try (InputStream in = VotePage.class.getResourceAsStream("vote-page.html")) {
            if (in == null) {
                throw new IllegalStateException("vote-page.html is missing from the jar");
            }
            template = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The page with a fresh nonce (a RandomCodes id, so it needs no escaping but is escaped all the same). */
    String render(String nonce) {
        Matcher m = SLOT.matcher(template);
        StringBuilder sb = new StringBuilder(template.length() + 512);
        while (m.find()) {
            String key = m.group(1);
            m.appendReplacement(
                    sb, Matcher.quoteReplacement(Html.escape(key.equals("nonce") ? nonce : words.get(key))));
        }
        m.appendTail(sb);
        return sb.toString();
    }
}
