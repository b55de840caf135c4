package bouncelab.ui.step;

import javafx.beans.property.DoubleProperty;

/**
 * Where the user dragged the Step view's two dividers, as shares of the window's width (NaN until dragged, when the
 * share follows the window's width and the type size): what the window remembers between runs.
 *
 * @param lessons the share the lessons' column takes
 * @param working the share the working is left
 */
public record Dividers(DoubleProperty lessons, DoubleProperty working) {}
