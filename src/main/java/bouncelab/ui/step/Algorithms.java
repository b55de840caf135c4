package bouncelab.ui.step;

import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.student.StudentTest;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The algorithms a window offers, as a model value: the built-in five, and {@code yours} once the student's test
 * has compiled. The algorithm bar, key 6, Compare and the Speed sweep show {@link #shown()}; the models make each
 * run's algorithm here, so {@code yours} runs the compiled test. One per window, handed to its models.
 */
public final class Algorithms {
    private final ReadOnlyObjectWrapper<StudentTest> yours = new ReadOnlyObjectWrapper<>(this, "yours");
    private final ObservableList<AlgorithmId> shown = FXCollections.observableArrayList(AlgorithmId.all());
    private final ObservableList<AlgorithmId> shownView = FXCollections.unmodifiableObservableList(shown);
    /** What every built-in algorithm made passes through: as it is, unless a test watches (see {@link #watchEach}). */
    private volatile java.util.function.UnaryOperator<CollisionAlgorithm> watch = a -> a;

    /** The algorithms offered, in key order: {@code yours} last, once there is a compiled test. */
    public ObservableList<AlgorithmId> shown() {
        return shownView;
    }

    public boolean has(AlgorithmId id) {
        return shown.contains(id);
    }

    /** The student's compiled test, or null before one compiled. */
    public ReadOnlyObjectProperty<StudentTest> yoursProperty() {
        return yours.getReadOnlyProperty();
    }

    public StudentTest yours() {
        return yours.get();
    }

    /** A newly compiled test becomes {@code yours} (null takes it away again). */
    public void setYours(StudentTest test) {
        yours.set(test);
        List<AlgorithmId> now = new ArrayList<>(AlgorithmId.all());
        if (test != null) {
            now.add(AlgorithmId.YOURS);
        }
        if (!now.equals(shown)) {
            shown.setAll(now);
        }
    }

    /**
     * A seam for tests: every built-in algorithm made from now on is handed out through {@code w} (which may wrap it,
     * e.g. to see which thread runs each step). {@code yours} is handed out as it is.
     */
    public void watchEach(java.util.function.UnaryOperator<CollisionAlgorithm> w) {
        watch = Objects.requireNonNull(w);
    }

    /**
     * A new instance of {@code id}; {@code yours} runs the compiled test, and a failure in it is caught and kept by
     * the {@link GuardedYours} it comes in.
     *
     * @throws IllegalStateException for {@code yours} before a test compiled
     */
    public CollisionAlgorithm create(AlgorithmId id) {
        Objects.requireNonNull(id);
        if (id != AlgorithmId.YOURS) {
            return watch.apply(id.create());
        }
        StudentTest test = yours.get();
        if (test == null) {
            throw new IllegalStateException("'yours' needs a compiled test: compile one on the Your test tab");
        }
        return new GuardedYours(test);
    }
}
