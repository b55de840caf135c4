package bouncelab.vote;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
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
 * installs) at a phone's size loads the page, taps a choice, and the tally counts it. Skipped, saying why, on a
 * machine without them.
 */
class VotePageBrowserTest {
    private static final File CHROMIUM = new File("/usr/bin/chromium");
    private static final File DRIVER = new File("/usr/bin/chromedriver");

    private static ChromeDriver browser;
    private VoteServer server;

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
