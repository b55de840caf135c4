package bouncelab.ui.yours;

import bouncelab.student.Probe;
import bouncelab.student.ReportCard;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.render.Palette;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.jspecify.annotations.Nullable;

/**
 * The report card beside the editor: each worked example right or wrong, with its picture; the share of the
 * random cases that agree with the exact circle test, the disagreeing ones as pictures (a click opens the stepper
 * on that case); the speed from which the sweep's ball goes through.
 */
final class ReportCardPane extends VBox {
    /** Disagreeing cases drawn: enough to see the pattern, few enough to draw at once. */
    static final int SHOWN_CASES = 40;

    private final Consumer<Probe> openCase;
    private final List<CasePicture> pictures = new ArrayList<>();
    private Palette palette;

    ReportCardPane(Palette palette, Consumer<Probe> openCase) {
        this.palette = palette;
        this.openCase = openCase;
        getStyleClass().add(Styles.YOURS_CARD);
        setId("yours-card");
        show(null);
    }

    void setPalette(Palette p) {
        palette = p;
        pictures.forEach(c -> c.draw(p));
    }

    /** The card of the last test that compiled; null: not graded yet. */
    void show(@Nullable ReportCard card) {
        getChildren().clear();
        pictures.clear();
        Label title = new Label(UiWords.window("yours.card.title"));
        title.getStyleClass().add(Styles.YOURS_CARD_TITLE);
        getChildren().add(title);
        if (card == null) {
            getChildren().add(wrapped(UiWords.window("yours.card.empty", ReportCard.CASES)));
            return;
        }
        if (card.error() != null) {
            Label error = wrapped(card.error());
            error.getStyleClass().add(Styles.YOURS_PROBLEM);
            getChildren().add(error);
        }
        getChildren().add(heading(say("card.examples", card.examplesPassed(), card.examplesTotal())));
        for (ReportCard.ExampleResult r : card.examples()) {
            getChildren().add(example(r));
        }
        ReportCard.Agreement a = card.agreement();
        getChildren().add(heading(say("card.agreement", CardText.percent(a.share()), a.cases())));
        if (!a.disagreeing().isEmpty()) {
            getChildren()
                    .add(wrapped(say(
                            "card.disagree",
                            a.cases() - a.agreeing(),
                            Math.min(SHOWN_CASES, a.disagreeing().size()))));
            FlowPane cases = new FlowPane(4, 4);
            cases.setId("yours-cases");
            for (ReportCard.Disagreement d : a.disagreeing()
                    .subList(0, Math.min(SHOWN_CASES, a.disagreeing().size()))) {
                CasePicture p = picture(d.probe());
                p.getStyleClass().add(Styles.YOURS_CASE);
                Tooltip.install(
                        p,
                        new Tooltip(say(
                                "card.caseTip",
                                hit(d.exact()),
                                d.answer() == null ? say("report.failed") : hit(d.answer()))));
                p.setOnMouseClicked(e -> openCase.accept(d.probe()));
                cases.getChildren().add(p);
            }
            getChildren().add(cases);
        }
        getChildren()
                .add(heading(
                        !card.swept()
                                ? say("card.unswept")
                                : card.throughSpeed() == null
                                        ? say("card.never")
                                        : say("card.through", CardText.number(card.throughSpeed()))));
        if (card.swept() && card.throughSpeed() != null) {
            // why the speed is, for nearly every test, Pythagoras' own: a class otherwise reads it as a fault
            getChildren().add(wrapped(say("report.speed.why")));
        }
    }

    private HBox example(ReportCard.ExampleResult r) {
        Label mark = new Label(r.passed() ? "✓" : "✗");
        mark.getStyleClass().add(r.passed() ? Styles.YOURS_PASS : Styles.YOURS_FAIL);
        String said = r.answer() == null ? say("card.failed", r.error()) : say("card.says", hit(r.answer()));
        Words w = UiWords.words();
        String about = r.example().about(w);
        Label words = wrapped(say(
                "card.example",
                r.example().name(w),
                hit(r.example().expected()),
                said,
                about.substring(0, 1).toUpperCase(w.locale()) + about.substring(1)));
        HBox row = new HBox(picture(r.example().probe()), mark, words);
        row.getStyleClass().add(Styles.YOURS_EXAMPLE);
        row.setId("example-" + r.example().name().replace(' ', '-'));
        return row;
    }

    private CasePicture picture(Probe p) {
        CasePicture c = new CasePicture(p, palette);
        pictures.add(c);
        return c;
    }

    private static String hit(boolean h) {
        return say(h ? "card.hit" : "card.noHit");
    }

    /** The card says what grading says, in the window's language. */
    private static String say(String key, @Nullable Object... args) {
        return UiWords.words().format(Book.GRADING, key, args);
    }

    private static Label heading(String text) {
        Label l = wrapped(text);
        l.getStyleClass().add(Styles.YOURS_CARD_TITLE);
        return l;
    }

    private static Label wrapped(String text) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        return l;
    }
}
