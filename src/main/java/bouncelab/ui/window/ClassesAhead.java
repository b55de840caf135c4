package bouncelab.ui.window;

import bouncelab.ui.common.Background;
import bouncelab.ui.common.FirstFrames;
import bouncelab.ui.yours.YoursView;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.TilePane;
import javafx.stage.Stage;

/**
 * The classes the tabs made later first need, loaded on a thread of their own once the window is up. The Speed
 * sweep's first opening loaded 231 classes on the FX thread (its chart, table and fields and their skins), 106 with
 * this (-Xlog:class+load, bench/fx-stalls.sh). Loading a class and setting it up is the same work on any thread; the
 * views themselves are still made on the FX thread, when first shown.
 */
final class ClassesAhead {
    private static final AtomicBoolean STARTED = new AtomicBoolean();

    /** Done once the classes have been loaded (or could not be), in this Java. */
    static final CompletableFuture<Void> LOADED = new CompletableFuture<>();

    private ClassesAhead() {}

    /** Once {@code stage} is up and has drawn its first frames, loads them on a thread of their own; once a Java. */
    static void whenShown(Stage stage) {
        afterFirstFrames(stage, () -> {
            if (!STARTED.getAndSet(true)) {
                Background.WINDOW.run("classes-ahead", () -> {
                    try {
                        load();
                    } finally {
                        LOADED.complete(null);
                    }
                });
            }
        });
    }

    /**
     * Runs {@code then} on the FX thread once {@code stage} is first shown and has drawn its first frames (at once,
     * once it has drawn them, if it is shown already).
     */
    static void afterFirstFrames(Stage stage, Runnable then) {
        if (stage.isShowing()) {
            FirstFrames.then(then);
            return;
        }
        stage.showingProperty().addListener(new InvalidationListener() {
            @Override
            public void invalidated(Observable o) {
                if (stage.isShowing()) {
                    stage.showingProperty().removeListener(this);
                    FirstFrames.then(then);
                }
            }
        });
    }

    /**
     * The views' own classes and the controls and charts they are made of, by name: a class literal here would load
     * every one of them (and their superclasses) on the FX thread as this class is first used, before the window is
     * shown, which is what this class is for avoiding.
     */
    static final List<String> CLASSES = List.of(
            "bouncelab.ui.sweep.SweepView",
            "bouncelab.ui.sweep.SweepChart",
            "bouncelab.ui.compare.CompareView",
            "bouncelab.ui.yours.YoursView",
            "javafx.scene.chart.LineChart",
            "javafx.scene.chart.NumberAxis",
            "javafx.scene.control.TableView",
            "javafx.scene.control.TableColumn",
            "javafx.scene.control.skin.TableViewSkin",
            "javafx.scene.control.TextField",
            "javafx.scene.control.skin.TextFieldSkin",
            "javafx.scene.control.PasswordField",
            "javafx.scene.layout.TilePane",
            "javafx.scene.shape.Arc");

    /**
     * Loads and sets up each of {@link #CLASSES}, and the style properties of each control and chart (read when the
     * view is first styled); gives what could not be, which should be nothing. Any thread.
     */
    static List<String> load() {
        List<String> failed = new ArrayList<>();
        ClassLoader loader = ClassesAhead.class.getClassLoader();
        for (String name : CLASSES) {
            try {
                Class.forName(name, true, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                failed.add(name + ": " + e);
            }
        }
        // each is a static list made once, on whichever thread asks first
        LineChart.getClassCssMetaData();
        NumberAxis.getClassCssMetaData();
        TableView.getClassCssMetaData();
        TextField.getClassCssMetaData();
        TilePane.getClassCssMetaData();
        GridPane.getClassCssMetaData();
        try {
            YoursView.makeAnEditorAhead(); // the editor's library: most of the Your test tab's first opening
        } catch (RuntimeException e) {
            failed.add("the Your test editor made ahead: " + e);
        }
        return failed;
    }
}
