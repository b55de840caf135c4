package bouncelab.ui.session;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.student.StudentCodeException;
import bouncelab.student.StudentTest;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.jspecify.annotations.Nullable;

/**
 * The algorithms a window offers, as a model value: the built-in five, and beside them each one {@link #offer
 * offered} with how to make it, in key order: {@code yours} once the student's test has compiled, or one a test
 * brings. The algorithm bar, key 6, Compare and the Speed sweep show {@link #shown()}; the models make each run's
 * algorithm here, so {@code yours} runs the compiled test. One per window, handed to its models.
 */
public final class Algorithms {
    private final ReadOnlyObjectWrapper<StudentTest> yours = new ReadOnlyObjectWrapper<>(this, "yours");
    private final ReadOnlyObjectWrapper<StudentCodeException> putAside = new ReadOnlyObjectWrapper<>(this, "putAside");
    /** Where a test's being put aside is told: the FX thread in the window. */
    private final Executor land;

    /** The window's: a test put aside is told on the FX thread. */
    public Algorithms() {
        this(Platform::runLater);
    }

    /** {@code land}: where a test's being put aside is told (tests: at once). */
    public Algorithms(Executor land) {
        this.land = Objects.requireNonNull(land);
    }

    private final ObservableList<AlgorithmId> shown = FXCollections.observableArrayList(AlgorithmId.all());
    /** Those offered beside the built-in five, with how each is made (read by the threads that run them). */
    private final Map<AlgorithmId, Supplier<CollisionAlgorithm>> offered = new ConcurrentHashMap<>();

    private final ObservableList<AlgorithmId> shownView = FXCollections.unmodifiableObservableList(shown);
    /** What every built-in algorithm made passes through: as it is, unless a test watches (see {@link #watchEach}). */
    private volatile UnaryOperator<CollisionAlgorithm> watch = a -> a;

    /** The algorithms offered, in key order: the built-in five, then those offered beside them. */
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

    /**
     * Why the last test was put aside (a call of it never came back, or it ran out of memory), or null: algorithm 6
     * is then not offered, and the test's memory is let go, until a test compiles again.
     */
    public ReadOnlyObjectProperty<StudentCodeException> putAsideProperty() {
        return putAside.getReadOnlyProperty();
    }

    /** A newly compiled test becomes {@code yours} (null takes it away again). */
    public void setYours(@Nullable StudentTest test) {
        if (test != null) {
            putAside.set(null);
            test.putAsideFuture()
                    .thenAccept(why -> land.execute(() -> {
                        if (yours.get() == test) {
                            putAside.set(why);
                            setYours(null); // every view lets go of it: the one it imitates is shown instead
                        }
                    }));
        }
        // how yours is made changes first, then the offer, then the test: whoever hears of either makes the new one
        if (test != null) {
            offer(AlgorithmId.YOURS, () -> new GuardedYours(test));
        } else {
            withdraw(AlgorithmId.YOURS);
        }
        yours.set(test);
    }

    /**
     * Offers {@code id} beside the built-in five, made by {@code make} (anew for every run); the views show it at
     * once. {@code yours} comes this way when a test compiles, and so may any other a test brings.
     */
    public void offer(AlgorithmId id, Supplier<CollisionAlgorithm> make) {
        offered.put(Objects.requireNonNull(id), Objects.requireNonNull(make));
        showOffered();
    }

    /** No longer offers {@code id}; views showing it fall back to the one it stands in for. */
    public void withdraw(AlgorithmId id) {
        offered.remove(id);
        showOffered();
    }

    private void showOffered() {
        List<AlgorithmId> now = new ArrayList<>(AlgorithmId.all());
        now.addAll(offered.keySet());
        now.sort(Comparator.comparingInt(AlgorithmId::key)); // yours, key 6, before a seventh built-in's 7
        if (!now.equals(shown)) {
            shown.setAll(now);
        }
    }

    /**
     * A seam for tests: every built-in algorithm made from now on is handed out through {@code w} (which may wrap it,
     * e.g. to see which thread runs each step). One offered ({@code yours}) is handed out as it is.
     */
    public void watchEach(UnaryOperator<CollisionAlgorithm> w) {
        watch = Objects.requireNonNull(w);
    }

    /**
     * A new instance of {@code id}, made as it was offered; {@code yours} runs the compiled test, and a failure in it
     * is caught and kept by the {@link GuardedYours} it comes in.
     *
     * @throws IllegalStateException for {@code yours} before a test compiled
     */
    public CollisionAlgorithm create(AlgorithmId id) {
        Supplier<CollisionAlgorithm> make = offered.get(Objects.requireNonNull(id));
        if (make != null) {
            return make.get();
        }
        if (!AlgorithmClasses.creatable(id)) {
            throw new IllegalStateException(
                    "'" + id.fileName() + "' needs a compiled test: compile one on the Your" + " test tab");
        }
        return watch.apply(AlgorithmClasses.create(id));
    }
}
