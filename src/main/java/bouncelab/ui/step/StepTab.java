package bouncelab.ui.step;

import bouncelab.ui.common.UiWords;
import bouncelab.ui.render.CourtRenderer;
import bouncelab.ui.render.Palette;
import bouncelab.ui.session.ComputingBadge;
import bouncelab.ui.session.PlaybackClock;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.session.Shortcut;
import bouncelab.ui.session.Transport;
import bouncelab.ui.session.TransportBar;
import bouncelab.ui.session.TransportKeys;
import bouncelab.ui.tab.WindowTab;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToolBar;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The Step tab, the window's first: the algorithm and rules over the transport, the lessons, the court and the
 * working side by side, the timeline under them, and the clock that plays the window's {@link PlaybackModel}. The
 * window gives it the lessons to show beside the court, what lies over the court (a game, the pointer), and the keys
 * it adds to the transport's.
 */
public final class StepTab implements WindowTab {
    /** The status line's reminder of the keys while the Step tab shows (each " · " apart: it shows as many as fit). */
    public static String keysHint() {
        return UiWords.window("status.stepKeys");
    }

    private final PlaybackModel model;
    private final CourtRenderer renderer;
    private final CourtView court;
    private final ToolBar tools;
    private final TransportBar transport;
    private final TimelineBar timeline;
    private final WorkingPanel working;
    private final ComputingBadge computingBadge;
    private final StackPane courtStack;
    private final SteppingSplit split;
    private final BorderPane view = new BorderPane();
    private final PlaybackClock clock;
    /** The window's keys of this view, before the transport's, and as the help lists them. */
    private Predicate<KeyEvent> keys = e -> false;

    private List<Shortcut<?>> shortcuts = List.of();

    /**
     * @param lessons what lies beside the court, on the left (the lesson panel); it can be put away
     * @param error   where a problem the user must see is told (a value typed that the shot refuses)
     */
    public StepTab(PlaybackModel model, CourtRenderer renderer, Palette palette, Node lessons, Consumer<String> error) {
        this.model = model;
        this.renderer = renderer;
        court = new CourtView(model, renderer);
        tools = new AlgorithmTools(model, court);
        transport = new TransportBar(model.transport());
        working = new WorkingPanel(model, court, error);
        computingBadge = ComputingBadge.of(model); // a heavy shot's run, worked out elsewhere
        courtStack = new StackPane(court, computingBadge);
        courtStack.setMinSize(200, 150); // a game's bar at large type must not push the working off the screen
        split = new SteppingSplit(lessons, courtStack, working);
        timeline = new TimelineBar(model, palette);
        view.setTop(new VBox(tools, transport));
        view.setCenter(split.pane());
        view.setBottom(timeline);
        clock = new PlaybackClock(model.transport());
        clock.start();
    }

    /** Lays {@code layers} over the court, in order, under the computing badge (a game's court, the pointer). */
    public void overCourt(Node... layers) {
        courtStack.getChildren().addAll(courtStack.getChildren().indexOf(computingBadge), List.of(layers));
    }

    /** The window's keys for this view, acting on {@code target}: tried before the transport's keys. */
    public <T> void setKeys(List<Shortcut<T>> windowKeys, T target) {
        keys = e -> Shortcut.dispatch(windowKeys, e.getCode(), e.isShiftDown(), target);
        List<Shortcut<?>> all = new ArrayList<>(windowKeys);
        all.addAll(TransportKeys.KEYS);
        shortcuts = List.copyOf(all);
    }

    /** Shows or hides the lessons beside the court; {@code presenting}, shown, they get more room. */
    public void toggleLessons(boolean presenting) {
        split.toggleLessons(presenting);
    }

    public CourtView court() {
        return court;
    }

    /** The court with what lies over it: what presentation mode shows large. */
    public StackPane courtStack() {
        return courtStack;
    }

    /** Where the user dragged the lessons' and the working's dividers: what the window remembers between runs. */
    public Dividers dividers() {
        return new Dividers(split.keptShareProperty(), split.keptWorkingProperty());
    }

    /** The lessons, the court and the working side by side. */
    public SplitPane split() {
        return split.pane();
    }

    public ToolBar tools() {
        return tools;
    }

    public TransportBar transportBar() {
        return transport;
    }

    public TimelineBar timeline() {
        return timeline;
    }

    public WorkingPanel working() {
        return working;
    }

    /** "computing frames…" over the court while a heavy run is worked out. */
    public ComputingBadge computingBadge() {
        return computingBadge;
    }

    @Override
    public String title() {
        return UiWords.window("tab.step");
    }

    @Override
    public String id() {
        return "step";
    }

    @Override
    public Node content() {
        return view;
    }

    @Override
    public String hint() {
        return keysHint();
    }

    @Override
    public boolean handleKey(KeyEvent e) {
        return keys.test(e) || TransportKeys.handle(e.getCode(), e.isShiftDown(), model.transport());
    }

    @Override
    public List<Shortcut<?>> shortcuts() {
        return shortcuts;
    }

    @Override
    public boolean computing() {
        return model.isComputing();
    }

    @Override
    public Optional<Transport> transport() {
        return Optional.of(model.transport());
    }

    @Override
    public void paletteChanged(Palette palette) {
        renderer.setPalette(palette);
        timeline.setPalette(palette);
        court.redraw();
    }

    @Override
    public void textScaleChanged(double scale) {
        renderer.setLabelScale(scale);
        split.textScale(scale);
        court.redraw();
    }

    @Override
    public void zoomForPicture(boolean toWorking) {
        if (toWorking) {
            court.zoomToWorking();
        } else {
            court.zoomToFit();
        }
    }

    @Override
    public void redraw() {
        court.redraw();
    }

    @Override
    public void stop() {
        clock.stop();
        model.stopComputing(); // a heavy run still being worked out stops with the window
    }
}
