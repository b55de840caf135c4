package bouncelab.vote;

import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonSource;
import bouncelab.ui.snapshot.WorksheetSnapshot;
import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The students' page in a real browser: headless Chromium (Debian's chromium and chromium-driver, which .ci/run
 * installs) at a phone's size loads the page, taps a choice, and the tally counts it; on a laptop's or projector's
 * screen the choices show without scrolling; on a phone the picture's labels can be read. Skipped, saying why, on a
 * machine without them.
 */
class VotePageBrowserTest {
    private static final File CHROMIUM = new File("/usr/bin/chromium");
    private static final File DRIVER = new File("/usr/bin/chromedriver");

    private static ChromeDriver browser;
    private VoteServer server;
    /** Votes on the course's own questions, with their pictures, started by a test. */
    private final List<VoteServer> lessonVotes = new ArrayList<>();

    @BeforeAll
    static void openBrowser() {
        assumeTrue(
                CHROMIUM.canExecute() && DRIVER.canExecute(),
                "headless Chromium is not installed here ("
                        + CHROMIUM + " and " + DRIVER + "; apt-get install chromium chromium-driver): the vote page's "
                        + "browser test is skipped");
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM);
        // English whatever the machine speaks; a phone's screen (an iPhone 12: 390 x 844 CSS pixels, 2 per pixel,
        // touch), which a headless window alone cannot be: it is at least 500 wide
        o.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--lang=en-GB");
        o.setExperimentalOption(
                "mobileEmulation",
                Map.of("deviceMetrics", Map.of("width", 390, "height", 844, "pixelRatio", 2.0, "touch", true)));
        browser = new ChromeDriver(
                new ChromeDriverService.Builder().usingDriverExecutable(DRIVER).build(), o);
    }

    @AfterAll
    static void closeBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    @BeforeEach
    void start() throws IOException {
        server = VoteServer.start(
                VoteServerTest.QUESTION,
                VoteServer.Config.of(InetAddress.getLoopbackAddress(), 0).withRate(1000, 1000));
        browser.manage().deleteAllCookies();
    }

    @AfterEach
    void stop() {
        server.close();
        lessonVotes.forEach(VoteServer::close);
    }

    /** The page's viewport in CSS px: a phone's (2 device px a CSS px, touch) or a computer's screen. */
    private static void screen(int width, int height, boolean phone) {
        browser.executeCdpCommand(
                "Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "deviceScaleFactor", phone ? 2 : 1, "mobile", phone));
    }

    /** A vote on question {@code number} of a lesson of the course, its picture drawn as the app draws it. */
    private VoteServer lessonVote(String id, int number, Locale language) throws IOException {
        Lesson lesson = LessonSource.find(language).load().lessons().stream()
                .filter(l -> l.id().equals(id))
                .findFirst()
                .orElseThrow();
        VoteServer s = VoteServer.start(
                VoteQuestion.of(lesson, number),
                VoteServer.Config.of(InetAddress.getLoopbackAddress(), 0)
                        .withRate(1000, 1000)
                        .withLocale(language));
        lessonVotes.add(s);
        s.showPicture(WorksheetSnapshot.questionPng(lesson, lesson.questions().get(number - 1)));
        return s;
    }

    /** Opens the vote's page on a screen of that size and waits for its picture to be shown. */
    private void openWithPicture(VoteServer s, int width, int height, boolean phone) {
        browser.get(s.studentUrl());
        screen(width, height, phone); // after loading: the phone's size, emulated from the start, comes back with it
        waiting()
                .until(
                        d -> Boolean.TRUE.equals(
                                script(
                                        "var i = document.getElementById('frame'); return !i.hidden && i.complete && i.naturalWidth > 0;")));
    }

    private static Object script(String js) {
        return ((JavascriptExecutor) browser).executeScript(js);
    }

    private static double number(String js) {
        return ((Number) script(js)).doubleValue();
    }

    /**
     * The longest question of the course with a picture (lesson 8's second, three long choices), and a short one on
     * a phone on its side: above its choices the picture had pushed them below a 1366 × 768 laptop's fold. The whole
     * picture shows too: on a phone on its side (844 × 390, or 340 high with its browser's bars) the question above
     * the picture had cut it and, for lesson 8's, left only the first choice in sight. On a smaller phone on its
     * side (667 × 375) the question beside the picture had left lesson 8's last choice 22 px below the fold (84 px
     * in Spanish).
     */
    @ParameterizedTest(name = "{0} x {1}, {2} {3}")
    @CsvSource({
        "1366, 768, en, 08-expanded-edges, 2",
        "1366, 768, es, 08-expanded-edges, 2",
        "1280, 720, en, 08-expanded-edges, 2",
        "1920, 1080, en, 08-expanded-edges, 2",
        "667, 375, en, 08-expanded-edges, 2",
        "667, 375, es, 08-expanded-edges, 2",
        "844, 390, en, 09-phantom-corners, 1",
        "844, 390, en, 08-expanded-edges, 2",
        "844, 390, es, 08-expanded-edges, 2",
        "844, 340, es, 08-expanded-edges, 2"
    })
    void onALandscapeScreenTheQuestionAndItsChoicesShowWithoutScrolling(
            int width, int height, String language, String lesson, int question) throws IOException {
        VoteServer s = lessonVote(lesson, question, Locale.forLanguageTag(language));
        openWithPicture(s, width, height, height < 500);
        assertEquals(height, number("return window.innerHeight;"), "the viewport asked for");
        double bottom = number("var b = document.querySelectorAll('#choices button');"
                + " return b[b.length - 1].getBoundingClientRect().bottom;");
        Files.createDirectories(Path.of("target"));
        Files.write(
                Path.of(
                        "target",
                        "vote-page-" + width + "x" + height + "-" + language + "-" + lesson + "-" + question + ".png"),
                browser.getScreenshotAs(OutputType.BYTES));
        assertTrue(bottom <= height, "the last choice ends at " + bottom + " px, below the " + height + " px screen");
        double picture = number("return document.getElementById('frame').getBoundingClientRect().bottom;");
        assertTrue(picture <= height, "the picture ends at " + picture + " px, below the " + height + " px screen");
        assertEquals(0, number("return window.scrollY;"));
    }

    /**
     * At a phone's 390 px the picture's labels are 14 CSS px: drawn at {@link VotePicture#labelPx} in a picture
     * {@link VotePicture#WIDTH} px wide, shown at least {@link VotePicture#NARROWEST_SHOWN} wide. The worksheet's
     * picture the page showed before, 831 px wide with its labels sized for paper, showed them 11 px tall. The page's
     * own words are at least 14 px too.
     */
    @Test
    void onAPhoneThePicturesLabelsAndThePagesWordsAreReadable() throws IOException {
        openWithPicture(lessonVote("09-phantom-corners", 1, Locale.ENGLISH), 390, 844, true);
        double natural = number("return document.getElementById('frame').naturalWidth;");
        double shown = number("var i = document.getElementById('frame'), c = getComputedStyle(i);"
                + " return i.getBoundingClientRect().width - parseFloat(c.borderLeftWidth)"
                + " - parseFloat(c.borderRightWidth);");
        assertEquals(VotePicture.WIDTH, natural, "the picture is drawn for phones");
        double labels = labelsShown();
        assertTrue(labels >= 14 - 0.05, "the picture's labels are " + labels + " CSS px, shown " + shown + " wide");
        double smallest = number("var least = 1e9; document.querySelectorAll('h1, #ask, .choice, #status')"
                + ".forEach(function (e) { if (e.offsetParent !== null && e.textContent.trim()) {"
                + " least = Math.min(least, parseFloat(getComputedStyle(e).fontSize)); } }); return least;");
        assertTrue(smallest >= 14, "the page's smallest words are " + smallest + " px");
        Path shot = Path.of("target", "vote-page-phone-picture.png");
        Files.write(shot, browser.getScreenshotAs(OutputType.BYTES));
    }

    /** The picture's labels' size in CSS px as the page shows it: drawn {@link VotePicture#labelPx} tall. */
    private static double labelsShown() {
        double shown = number("var i = document.getElementById('frame'), c = getComputedStyle(i);"
                + " return i.getBoundingClientRect().width - parseFloat(c.borderLeftWidth)"
                + " - parseFloat(c.borderRightWidth);");
        return VotePicture.labelPx() * shown / number("return document.getElementById('frame').naturalWidth;");
    }

    /**
     * On a laptop's or a projector's screen the picture's labels are about the size of the page's own words (20 px):
     * shown at its full 720 px, they had been 28 px, larger than the question's words beside them.
     */
    @ParameterizedTest(name = "{0} x {1}, {2}")
    @CsvSource({"1366, 768, en", "1366, 768, es", "1280, 720, en", "1920, 1080, en"})
    void onALaptopThePicturesLabelsAreAsLargeAsThePagesWords(int width, int height, String language)
            throws IOException {
        openWithPicture(lessonVote("08-expanded-edges", 2, Locale.forLanguageTag(language)), width, height, false);
        double labels = labelsShown();
        double words = number("return parseFloat(getComputedStyle(document.querySelector('.choice')).fontSize);");
        assertTrue(
                labels >= 0.8 * words && labels <= words + 0.5,
                "the picture's labels are " + labels + " CSS px beside the page's " + words + " px words");
    }

    /**
     * On a phone on its side, once a choice is tapped the line saying the vote is in shows without scrolling. Below
     * the picture and the choices it had been out of sight at 844 × 340 (an 844 × 390 phone less its browser's bars)
     * and at 667 × 375.
     */
    @ParameterizedTest(name = "{0} x {1}, {2}")
    @CsvSource({"844, 390, en", "844, 390, es", "844, 340, en", "844, 340, es", "667, 375, en", "667, 375, es"})
    void onAPhoneOnItsSideTheLineSayingTheVoteIsInShows(int width, int height, String language) throws IOException {
        Locale locale = Locale.forLanguageTag(language);
        VoteServer s = lessonVote("08-expanded-edges", 2, locale);
        openWithPicture(s, width, height, true);
        WebElement first = browser.findElement(By.cssSelector("#choices button"));
        first.click();
        waiting().until(ExpectedConditions.attributeToBe(first, "aria-pressed", "true"));
        assertEquals(1, s.tally().counts().total());
        VoteWords words = VoteWords.of(locale);
        assertEquals(
                words.get("voted") + " " + words.get("changeHint"),
                browser.findElement(By.id("status")).getText());
        Files.write(
                Path.of("target", "vote-page-voted-" + width + "x" + height + "-" + language + ".png"),
                browser.getScreenshotAs(OutputType.BYTES));
        // the words' own box, not the element's: that keeps empty room below them, which may be out of sight
        double top = number("var r = document.createRange(); r.selectNodeContents(document.getElementById('status'));"
                + " return r.getBoundingClientRect().top;");
        double bottom = number("var r = document.createRange();"
                + " r.selectNodeContents(document.getElementById('status')); return r.getBoundingClientRect().bottom;");
        assertTrue(
                top >= 0 && bottom <= height,
                "the line saying the vote is in is at " + top + " to " + bottom + " px on the " + height
                        + " px screen");
        assertEquals(0, number("return window.scrollY;"));
    }

    private WebDriverWait waiting() {
        return new WebDriverWait(browser, Duration.ofSeconds(20));
    }

    @Test
    void aTapIsCountedAndMayBeChanged() throws IOException {
        browser.get(server.studentUrl());
        List<WebElement> choices =
                waiting().until(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#choices button"), 2));
        // the teacher's text is shown as text, never run as HTML
        assertEquals(
                VoteServerTest.QUESTION.ask(), browser.findElement(By.id("ask")).getText());
        assertEquals(
                List.of("yes, it bounces", "no, the ball goes through"),
                choices.stream().map(WebElement::getText).toList());
        assertTrue(choices.get(0).getSize().getHeight() >= 48, "a choice is a large touch target");

        choices.get(0).click();
        waiting().until(ExpectedConditions.attributeToBe(choices.get(0), "aria-pressed", "true"));
        assertEquals(1, server.tally().counts().votes().get("yes, it bounces"));
        assertTrue(browser.findElement(By.id("status")).getText().startsWith("Your vote is in."));

        Path shot = Path.of("target", "vote-page-phone.png");
        Files.createDirectories(shot.getParent());
        Files.write(shot, browser.getScreenshotAs(OutputType.BYTES));

        choices.get(1).click();
        waiting().until(ExpectedConditions.attributeToBe(choices.get(1), "aria-pressed", "true"));
        assertEquals("false", choices.get(0).getAttribute("aria-pressed"));
        assertEquals(1, server.tally().counts().total());
        assertEquals(1, server.tally().counts().votes().get("no, the ball goes through"));

        // reloaded, the page shows the device's vote
        browser.navigate().refresh();
        waiting()
                .until(ExpectedConditions.attributeToBe(
                        By.cssSelector("#choices button:nth-child(2)"), "aria-pressed", "true"));
    }

    @Test
    void withoutTheRoomInTheLinkItAsksForIt() {
        browser.get(server.url());
        WebElement room = waiting().until(ExpectedConditions.visibilityOfElementLocated(By.id("room")));
        room.sendKeys("qqqq");
        browser.findElement(By.cssSelector("#join button")).click();
        waiting()
                .until(ExpectedConditions.textToBe(
                        By.id("status"), "No vote has that room code. Check the four letters on the projector."));
        room.clear();
        room.sendKeys(server.room().toLowerCase(Locale.ROOT));
        browser.findElement(By.cssSelector("#join button")).click();
        waiting()
                .until(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#choices button"), 2))
                .get(1)
                .click();
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "Your vote is in."));
        assertEquals(1, server.tally().counts().votes().get("no, the ball goes through"));
    }
}
