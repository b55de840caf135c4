package bouncelab.ui.classroom;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.AlgorithmId.CornerShape;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.trace.Overlay;
import bouncelab.game.Game;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.render.CourtRenderer;
import bouncelab.ui.render.CourtScene;
import bouncelab.ui.render.Viewport;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.jspecify.annotations.Nullable;

/**
 * A game as it is played: the court drawn each frame by the stepper's own renderer, with the overlays on, so the
 * working of every frame flashes past as it happens; the score, what to press, and the ball's speed above it.
 */
public final class GameView extends VBox {
    private static final int TRAIL = 8;

    private final CourtRenderer renderer;
    private final Supplier<Set<Overlay>> overlays;
    private final Canvas canvas = new Canvas();
    /** The score, large over the court in the pause before each serve, so the back row sees the point land. */
    private final Label bigScore = new Label();

    private final Pane area = new Pane(canvas, bigScore);
    private final Label score = new Label();
    private final Label hint = new Label();
    private final Slider speed = new Slider(200, 3000, 540);
    private final Label speedValue = new Label();
    private final Deque<Vec2> trail = new ArrayDeque<>();
    private @Nullable Game game;
    private @Nullable Viewport viewport;

    public GameView(CourtRenderer renderer, Supplier<Set<Overlay>> overlays) {
        this.renderer = renderer;
        this.overlays = overlays;
        getStyleClass().add(Styles.GAME_VIEW);
        setId("game-view");
        score.getStyleClass().add(Styles.GAME_SCORE);
        score.setId("game-score");
        hint.getStyleClass().add(Styles.GAME_HINT);
        speed.setId("game-speed");
        speed.setFocusTraversable(false);
        speed.setTooltip(new Tooltip(UiWords.window("game.speed.tip")));
        speed.valueProperty().addListener((o, was, now) -> {
            if (game != null) {
                shown().setBallSpeed(now.doubleValue());
            }
            speedValue.setText(String.format("%.0f px/s", now.doubleValue()));
        });
        speedValue.getStyleClass().add(Styles.GAME_SPEED_VALUE);
        Label speedWord = new Label(UiWords.window("game.speed"));
        // never shortened to an ellipsis, never wider than the court: the score and the keys wrap, the speed's
        // parts go onto the next line (the keys on one line had held the game wider than the court at 1024 × 768,
        // both paddles cut off)
        score.setWrapText(true);
        score.setMinHeight(Region.USE_PREF_SIZE);
        hint.setWrapText(true);
        hint.setMinHeight(Region.USE_PREF_SIZE);
        speedWord.setMinWidth(Region.USE_PREF_SIZE);
        speedValue.setMinWidth(Region.USE_PREF_SIZE);
        FlowPane speedGroup = new FlowPane(speedWord, speed, speedValue);
        speedGroup.getStyleClass().add(Styles.GAME_SPEED);
        VBox top = new VBox(score, speedGroup, hint);
        top.getStyleClass().add(Styles.GAME_BAR);
        area.getStyleClass().add(Styles.COURT_PANE);
        bigScore.setId("game-big-score");
        bigScore.getStyleClass().add(Styles.GAME_BIG_SCORE);
        bigScore.setMouseTransparent(true);
        bigScore.setVisible(false);
        VBox.setVgrow(area, Priority.ALWAYS);
        area.widthProperty().addListener(o -> draw());
        area.heightProperty().addListener(o -> draw());
        getChildren().addAll(top, area);
    }

    void show(Game g) {
        game = g;
        trail.clear();
        speed.setValue(g.ballSpeed());
        speedValue.setText(String.format("%.0f px/s", g.ballSpeed()));
        draw();
    }

    Pane area() {
        return area;
    }

    Label score() {
        return score;
    }

    /** The score shown large over the court between serves. */
    Label bigScore() {
        return bigScore;
    }

    /** The court x under a point of the play area, for the mouse. */
    double courtX(double areaX) {
        return viewport == null ? Double.NaN : viewport.toCourt(areaX, 0).x();
    }

    void draw() {
        if (game == null || area.getWidth() <= 0 || area.getHeight() <= 0) {
            return;
        }
        canvas.setWidth(area.getWidth());
        canvas.setHeight(area.getHeight());
        var court = shown().scenario().court();
        viewport = Viewport.fit(court.width(), court.height(), area.getWidth(), area.getHeight(), 24);
        if (shown().lastTrace() == null) {
            trail.clear();
        }
        AlgorithmId alg = shown().algorithm();
        boolean rounded = alg.corners() == CornerShape.ROUNDED;
        Set<Overlay> on = overlays.get().isEmpty() ? EnumSet.noneOf(Overlay.class) : EnumSet.copyOf(overlays.get());
        renderer.draw(
                canvas.getGraphicsContext2D(),
                new CourtScene(
                        court,
                        shown().before(),
                        shown().state(),
                        shown().lastTrace(),
                        List.copyOf(trail),
                        on,
                        0,
                        rounded,
                        null),
                viewport,
                area.getWidth(),
                area.getHeight());
        score.setText(shown().scoreLine() + "  ·  " + alg.fileName());
        bigScore.setText(shown().scoreLine());
        bigScore.setVisible(shown().betweenServes());
        if (bigScore.isVisible()) { // in the court's middle, at its own size (a wrapped "wins" line stays whole)
            bigScore.setMaxWidth(area.getWidth());
            bigScore.setWrapText(true);
            bigScore.applyCss();
            double w = Math.min(area.getWidth(), bigScore.prefWidth(-1));
            double h = bigScore.prefHeight(w);
            bigScore.resizeRelocate((area.getWidth() - w) / 2, (area.getHeight() - h) / 2, w, h);
        }
        hint.setText(shown().hint());
    }

    /** After each frame: remember where the ball was, for the trail, and draw. */
    void frameDone() {
        trail.addLast(shown().before().ball().centre());
        while (trail.size() > TRAIL) {
            trail.removeFirst();
        }
        draw();
    }

    /** The game under way: asked for only while there is one. */
    private Game shown() {
        return Objects.requireNonNull(game, "no game is under way");
    }
}
