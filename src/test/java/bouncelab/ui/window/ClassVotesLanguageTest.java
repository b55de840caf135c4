package bouncelab.ui.window;

import bouncelab.ui.common.UiWords;
import bouncelab.vote.VoteQuestion;
import bouncelab.vote.VoteServer;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The phones' page speaks the window's language: a Spanish class reads Spanish on its phones, not English. */
class ClassVotesLanguageTest {
    @AfterEach
    void english() {
        UiWords.use(Locale.ENGLISH);
    }

    @Test
    void aSpanishWindowServesTheSpanishPage() throws Exception {
        UiWords.use(Locale.forLanguageTag("es"));
        VoteQuestion q = new VoteQuestion("06-tunnelling", 1, "¿Verá la pala?", List.of("sí", "no"), "no", 10);
        try (VoteServer s = VoteServer.start(q, ClassVotes.serving(InetAddress.getLoopbackAddress()))) {
            String page = HttpClient.newHttpClient()
                    .send(HttpRequest.newBuilder(URI.create(s.url())).build(), HttpResponse.BodyHandlers.ofString())
                    .body();
            assertTrue(page.contains("<html lang=\"es\"") && page.contains("Votación de la clase"), page);
            assertTrue(!page.contains("Class vote"), page);
        }
    }
}
