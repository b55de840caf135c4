package bouncelab.ui.sweep;

import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Control;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

/**
 * The Speed sweep tab's first opening in three pulses: the chart alone, then the inputs beside it, then their form
 * (eight fields) among them, each styled and laid out in a pulse of its own. Styled and laid out in one pulse they
 * held the FX thread for over 100 ms of CPU (bench/fx-stalls.sh), two thirds of it the inputs'.
 */
final class InputsLater {
    /** Where the form is among the inputs: under the title and what the sweep is. */
    private static final int FORM_PLACE = 2;

    private final BorderPane view;
    private final Control side;
    private final VBox inputs;
    private final Node form;
    /** True while presenting: the inputs stay out of the view then. */
    private final BooleanSupplier presenting;

    /** True from the first opening until the inputs are put back in the view. */
    private boolean sideWaits;
    /** The same for the form, which joins the rest of the inputs a pulse later still. */
    private boolean formWaits;
    /** Set once the view has been shown, or made ready for a picture: the inputs wait only the first time. */
    private boolean firstShown;

    /** {@code side}: the view's left, holding {@code inputs}, which hold {@code form}. */
    InputsLater(BorderPane view, Control side, VBox inputs, Node form, BooleanSupplier presenting) {
        this.view = view;
        this.side = side;
        this.inputs = inputs;
        this.form = form;
        this.presenting = presenting;
    }

    /** The view is shown: the first time, before anything of it was styled, the inputs wait for the pulses after. */
    void shown() {
        Scene scene = view.getScene();
        if (firstShown || scene == null || view.getLeft() != side || side.getSkin() != null) {
            return;
        }
        firstShown = true;
        sideWaits = true;
        formWaits = true;
        view.setLeft(null);
        inputs.getChildren().remove(form);
        afterPulse(scene, this::addSide);
    }

    /** A picture is taken at once: the inputs are put in now, and never wait. */
    void now() {
        firstShown = true;
        addSide();
        addForm();
    }

    /** The inputs were put back in the view by its owner (presenting ended). */
    void sidePutBack() {
        sideWaits = false;
    }

    /** Runs {@code step} once the next pulse has styled and laid out what is shown now. */
    private static void afterPulse(Scene scene, Runnable step) {
        scene.addPostLayoutPulseListener(new Runnable() {
            @Override
            public void run() {
                scene.removePostLayoutPulseListener(this);
                Platform.runLater(step); // what it adds is styled and laid out by the pulse after
            }
        });
        Platform.requestNextPulse();
    }

    private void addSide() {
        if (sideWaits) {
            sideWaits = false;
            if (!presenting.getAsBoolean()) {
                view.setLeft(side);
            }
        }
        if (formWaits && view.getScene() != null) {
            afterPulse(view.getScene(), this::addForm);
        } else {
            addForm();
        }
    }

    private void addForm() {
        if (formWaits) {
            formWaits = false;
            inputs.getChildren().add(FORM_PLACE, form);
        }
    }
}
