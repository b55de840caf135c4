package bouncelab.ui.classroom;

import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.render.CourtColour;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.session.RunChoice;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import org.jspecify.annotations.Nullable;

/**
 * The line over the view while presenting, so that a class always knows what it is looking at: on the stepping
 * view the algorithm and the shot's rules, and a compact legend of the court's colours; on another view its name.
 * How to go back to the window ("Esc: back to the window") sits at its end, in the legend's size (the type's, 24 px
 * presenting) and a quieter colour, so that nothing is written over the court. It wraps onto a second line on a narrow projector rather than
 * cut anything off.
 */
public final class PresentationBar extends FlowPane {
    private record Entry(CourtColour colour, String text) {}

    /** The colours a class meets most, in a word or two each; the full legend is in the working panel. */
    private static final List<Entry> LEGEND = List.of(
            new Entry(CourtColour.BALL, "presenting.legend.ball"),
            new Entry(CourtColour.PATH, "presenting.legend.path"),
            new Entry(CourtColour.TESTED_EDGE, "presenting.legend.tested"),
            new Entry(
                    CourtColour.RESOLVED,
                    "presenting.legend.taken"), // one colour: the hit is where the taken path turns
            new Entry(CourtColour.TUNNEL, "presenting.legend.tunnel"),
            new Entry(CourtColour.PHANTOM, "presenting.legend.phantom"));

    /** What the bar's end says: the key, and where it goes. */
    public static String leave() {
        return UiWords.window("presenting.leave");
    }

    private final PlaybackModel model;
    private final Label title = new Label();
    private final FlowPane legend = new FlowPane(); // on a line of its own when the bar is short, wrapping within
    /** What the window would say on its status line, hidden while presenting: said here instead, until stepped on. */
    private final Label notice = new Label();

    private @Nullable String otherView;

    public PresentationBar(PlaybackModel model) {
        this.model = model;
        getStyleClass().add(Styles.PRESENTATION_BAR);
        setId("presentation-bar");
        title.setId("presentation-title");
        title.getStyleClass().add(Styles.PRESENTATION_TITLE);
        // a title longer than the bar (the algorithm and the rules' title, in Spanish at 1024 px) wraps onto a
        // second line rather than running off the screen's edge
        title.setWrapText(true);
        // no limit before the bar has a width: a title wrapped word by word in a first layout made the bar tall for a
        // pulse, and the sweep's chart below chose its shortest axis label then
        title.maxWidthProperty().bind(inside(Double.MAX_VALUE));
        legend.setId("presentation-legend");
        legend.getStyleClass().add(Styles.PRESENTATION_LEGEND);
        for (Entry e : LEGEND) {
            Region swatch = new Region();
            swatch.getStyleClass().addAll(Styles.LEGEND_SWATCH, e.colour().styleClass());
            Label l = new Label(UiWords.window(e.text()));
            l.setMinWidth(Region.USE_PREF_SIZE);
            HBox row = new HBox(swatch, l);
            row.getStyleClass().add(Styles.LEGEND_ROW);
            legend.getChildren().add(row);
        }
        legend.managedProperty().bind(legend.visibleProperty());
        // as wide as the bar allows, so it wraps only when the whole legend does not fit on the line
        legend.prefWrapLengthProperty().bind(inside(0));
        Label esc = new Label(leave());
        esc.setId("presentation-esc");
        esc.getStyleClass().add(Styles.PRESENTATION_ESC);
        esc.setMinWidth(Region.USE_PREF_SIZE);
        notice.setId("presentation-notice");
        notice.getStyleClass().add(Styles.PRESENTATION_NOTICE);
        notice.setWrapText(true);
        notice.maxWidthProperty().bind(title.maxWidthProperty());
        // the bar's whole width, so that it starts a line of its own under the title and legend
        notice.prefWidthProperty().bind(inside(Region.USE_COMPUTED_SIZE));
        notice.managedProperty().bind(notice.visibleProperty());
        notice.setVisible(false);
        getChildren().addAll(title, legend, esc, notice);
        // the teacher has moved on: what was said is no longer news
        model.transport().frameProperty().addListener(o -> unsay());
        model.algorithmProperty().addListener(o -> update());
        model.scenarioProperty().addListener(o -> update());
        update();
    }

    /** The width inside the bar's padding, {@code before} while the bar has no width yet. */
    private DoubleBinding inside(double before) {
        return Bindings.createDoubleBinding(
                () -> getWidth() <= 0 ? before : Math.max(0, getWidth() - snappedLeftInset() - snappedRightInset() - 2),
                widthProperty(),
                paddingProperty());
    }

    /** Which view is presented: null for the stepping view (its algorithm, rules and legend), else its name. */
    public void showView(@Nullable String name) {
        otherView = name;
        update();
    }

    /**
     * A line the class and the teacher should see while presenting (V where no vote can open, say), on a line of its
     * own under the bar, until the frame changes or the next is said: the status line is hidden meanwhile.
     */
    public void say(String text) {
        notice.setText(text);
        notice.setVisible(true);
    }

    public void unsay() {
        notice.setVisible(false);
        notice.setText("");
    }

    /** What the bar says now beside its title and legend, or "" for nothing; for tests. */
    public String noticeText() {
        return notice.isVisible() ? notice.getText() : "";
    }

    /** What the title says now; for tests. */
    public String titleText() {
        return title.getText();
    }

    private void update() {
        legend.setVisible(otherView == null);
        if (otherView != null) {
            title.setText(otherView);
            return;
        }
        var id = model.algorithm();
        // the rules' title, as the window's Rules choice names them (the file name means nothing to a class)
        title.setText(UiWords.window(
                "presenting.title", String.valueOf(id.key()), UiWords.title(id), RunChoice.rulesTitle(model.rules())));
    }
}
