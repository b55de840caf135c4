package bouncelab.ui.window;

import bouncelab.core.scenario.Scenario;
import bouncelab.io.prefs.PreferencesFile;
import bouncelab.io.recovery.RecoveryStore;
import bouncelab.ui.common.Background;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.compare.CompareModel;
import bouncelab.ui.compare.CompareView;
import bouncelab.ui.sweep.SweepModel;
import bouncelab.ui.sweep.SweepView;
import bouncelab.ui.tab.LazyTab;
import bouncelab.ui.yours.YoursView;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.scene.Scene;
import javafx.scene.control.Tab;
import javafx.stage.Stage;
import org.jspecify.annotations.Nullable;

/** The whole window, with its Compare and Speed sweep tabs: what the app opens and what render draws. */
public final class Windows {
    private Windows() {}

    public static MainWindow full(Scenario shot, Stage stage) {
        return full(shot, stage, null, null);
    }

    /**
     * The same, keeping edits in {@code store} against a crash and the preferences in {@code prefs} (null: keep
     * nothing, as render does).
     */
    public static MainWindow full(
            Scenario shot, @Nullable Stage stage, @Nullable RecoveryStore store, @Nullable PreferencesFile prefs) {
        return full(shot, stage, store, prefs, Locale.ENGLISH);
    }

    /** The same in {@code language}: its words, and its lessons where they are translated. */
    public static MainWindow full(
            Scenario shot,
            @Nullable Stage stage,
            @Nullable RecoveryStore store,
            @Nullable PreferencesFile prefs,
            Locale language) {
        MainWindow window = new MainWindow(shot, stage, store, prefs, language);
        // one set of algorithms for the window: yours joins it on every tab once it compiles
        var algorithms = window.model().algorithms();
        // the views other than Step are made when first shown, not before the window's first appearance: Compare's
        // runs of the shot, the sweep's chart, the student's editor, and the style and layout of each
        window.addTab(new LazyTab(
                CompareView.ID,
                UiWords.window("tab.compare"),
                CompareView.class,
                () -> new CompareView(
                        new CompareModel(
                                window.model().scenario(),
                                algorithms,
                                window.model().runPlace()),
                        window.palette(),
                        window.textScale())));
        window.addTab(new LazyTab(
                SweepView.ID,
                UiWords.window("tab.sweep"),
                SweepView.class,
                () -> new SweepView(new SweepModel(algorithms))));
        YoursTab.add(window);
        if (stage != null) { // and, once the window is up, their classes are loaded off the FX thread
            ClassesAhead.whenShown(stage);
        }
        return window;
    }

    /**
     * The later tabs' views made before their first opening, one in each moment the user leaves the window alone
     * ({@link WhenIdle}), once {@code window} is up on {@code stage} and the tabs' classes are loaded: Your test (its
     * editor), then the Speed sweep (its chart and inputs; it runs when first shown), then Compare (whose runs then
     * follow the Step tab's shot only while shown). The app asks for this; the tests' windows make each view when it
     * is first shown, as they did.
     */
    public static void makeViewsAheadWhenIdle(Stage stage, MainWindow window) {
        makeViewsAheadWhenIdle(stage, window, () -> {});
    }

    /** The same, then {@code last} on the FX thread, in one more quiet moment after the last view is made. */
    public static void makeViewsAheadWhenIdle(Stage stage, MainWindow window, Runnable last) {
        List<LazyTab> later = new ArrayList<>();
        yoursTab(window).ifPresent(later::add);
        tab(window, SweepView.class).ifPresent(later::add);
        tab(window, CompareView.class).ifPresent(later::add);
        ClassesAhead.afterFirstFrames(
                stage,
                () -> ClassesAhead.LOADED.thenRun(() -> Background.WINDOW
                        .land()
                        .execute(() -> makeNextWhenIdle(stage, window, later.iterator(), last))));
    }

    /**
     * The next view not made yet, in the next quiet moment; then the one after it, in the moment after that; then
     * {@code last}, in a moment of its own.
     */
    private static void makeNextWhenIdle(Stage stage, MainWindow window, Iterator<LazyTab> views, Runnable last) {
        Scene scene = stage.getScene();
        if (scene == null) {
            return;
        }
        while (views.hasNext()) {
            LazyTab next = views.next();
            if (!next.isMade()) {
                WhenIdle.then(scene, () -> {
                    if (!next.isMade()) { // opened meanwhile: made and shown already
                        next.view();
                        next.hidden(window.model()); // made, not shown: it waits as a hidden view does
                    }
                    makeNextWhenIdle(stage, window, views, last);
                });
                return;
            }
        }
        WhenIdle.then(scene, last);
    }

    /** The Your test tab of a window {@link #full} made, whether its view is made yet or not. */
    public static Optional<LazyTab> yoursTab(MainWindow window) {
        return tab(window, YoursView.class);
    }

    /** The tab of a window {@link #full} made that holds a view of {@code kind}, made yet or not. */
    public static Optional<LazyTab> tab(MainWindow window, Class<?> kind) {
        return window.tabs().getTabs().stream()
                .map(Tab::getUserData)
                .filter(d -> d instanceof LazyTab lazy && LazyTab.holds(lazy, kind))
                .map(LazyTab.class::cast)
                .findFirst();
    }
}
