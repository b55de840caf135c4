package bouncelab.core.broadphase;

import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.BroadPhaseNames;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The bricks still standing, as an immutable list that is cheap to step: the bricks of the shot sit in one shared
 * array with their packed edges and their broad phase, and a state only says which of them are gone. Breaking a
 * brick copies one bit per brick, not the list, and the grid built for the first state serves every later one.
 * When half the bricks are gone the list is compacted, so a nearly empty wall is not walked through its holes.
 */
public final class LiveBricks extends AbstractList<Brick> {
    private static final int COMPACT_ABOVE = 64;

    private final Shared shared;
    /** One bit per brick of the shared array, set when it is gone; null when none is. */
    private final long @Nullable [] gone;

    private final int size;

    private LiveBricks(Shared shared, long @Nullable [] gone, int size) {
        this.shared = shared;
        this.gone = gone;
        this.size = size;
    }

    /** The list itself when it is one already (no copy), else a copy of it. */
    public static LiveBricks of(List<Brick> bricks) {
        if (bricks instanceof LiveBricks live) {
            return live;
        }
        return new LiveBricks(new Shared(bricks.toArray(new Brick[0])), null, bricks.size());
    }

    @Override
    public int size() {
        return size;
    }

    /** The i-th brick standing. Walks the bits: use the iterator to go through them all. */
    @Override
    public Brick get(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("brick " + i + " of " + size);
        }
        if (gone == null) {
            return shared.bricks[i];
        }
        int seen = 0;
        for (int w = 0; w < gone.length; w++) {
            int here = Long.bitCount(~gone[w] & wordMask(w));
            if (seen + here > i) {
                long bits = ~gone[w] & wordMask(w);
                for (int skip = i - seen; skip > 0; skip--) {
                    bits &= bits - 1;
                }
                return shared.bricks[w * 64 + Long.numberOfTrailingZeros(bits)];
            }
            seen += here;
        }
        throw new AssertionError("brick " + i + " not found");
    }

    private long wordMask(int w) {
        int n = shared.bricks.length - w * 64;
        return n >= 64 ? -1L : (1L << n) - 1;
    }

    @Override
    public Iterator<Brick> iterator() {
        return new Iterator<>() {
            private int next = nextLive(0);

            @Override
            public boolean hasNext() {
                return next < shared.bricks.length;
            }

            @Override
            public Brick next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                Brick b = shared.bricks[next];
                next = nextLive(next + 1);
                return b;
            }
        };
    }

    private int nextLive(int from) {
        int i = from;
        while (i < shared.bricks.length && !isLive(i)) {
            i++;
        }
        return i;
    }

    /** How many bricks the shared array holds, standing or not; indices below run to this. */
    public int slots() {
        return shared.bricks.length;
    }

    /** Is the brick at this index of the shared array still standing? */
    public boolean isLive(int index) {
        return gone == null || (gone[index >>> 6] & (1L << index)) == 0;
    }

    /** The brick at this index of the shared array, standing or not. */
    public Brick slot(int index) {
        return shared.bricks[index];
    }

    /** The standing brick with this id, found without a search. */
    public Optional<Brick> find(String id) {
        for (int i : shared.indicesOf(id)) {
            if (isLive(i)) {
                return Optional.of(shared.bricks[i]);
            }
        }
        return Optional.empty();
    }

    /**
     * The broad phase of this brick list for a ball of radius {@code radius}: {@code grid} (built on first use and
     * kept for every later state of the run) or {@code brute-force}.
     */
    public BroadPhase broadPhase(String name, double radius) {
        return switch (name) {
            case BroadPhaseNames.GRID -> shared.grid(radius);
            case BroadPhaseNames.BRUTE_FORCE -> shared.bruteForce;
            default ->
                throw new IllegalArgumentException(
                        "unknown broad phase '" + name + "' (one of " + String.join(", ", BroadPhaseNames.ALL) + ")");
        };
    }

    /** This list less every brick with one of these ids; the same list when none of them is standing. */
    public LiveBricks without(Collection<String> ids) {
        if (ids.isEmpty()) {
            return this; // most frames break nothing
        }
        long[] bits = null;
        int left = size;
        for (String id : ids) {
            for (int i : shared.indicesOf(id)) {
                if ((bits == null ? isLive(i) : (bits[i >>> 6] & (1L << i)) == 0)) {
                    if (bits == null) {
                        bits = gone == null ? new long[(shared.bricks.length + 63) >>> 6] : gone.clone();
                    }
                    bits[i >>> 6] |= 1L << i;
                    left--;
                }
            }
        }
        if (bits == null) {
            return this;
        }
        LiveBricks next = new LiveBricks(shared, bits, left);
        return left * 2 < shared.bricks.length && shared.bricks.length > COMPACT_ABOVE
                ? new LiveBricks(new Shared(next.toArray(new Brick[0])), null, left)
                : next;
    }

    @Override
    public boolean equals(Object o) {
        if (o instanceof LiveBricks other && other.shared == shared) {
            return Arrays.equals(gone, other.gone) || super.equals(o);
        }
        return super.equals(o);
    }

    @Override
    public int hashCode() {
        return super.hashCode();
    }

    /** What every state of one run shares: the bricks, their edges, the id index and the broad phases. */
    private static final class Shared {
        private final Brick[] bricks;
        private final PackedRects rects;
        private final BruteForce bruteForce;
        private static final int[] NONE = {};
        private volatile @Nullable Map<String, int[]> index;
        private volatile @Nullable UniformGrid grid;

        Shared(Brick[] bricks) {
            this.bricks = bricks;
            this.rects = PackedRects.of(Arrays.stream(bricks).map(Brick::rect).toList());
            this.bruteForce = new BruteForce(rects);
        }

        /** Built on first use; a race builds the same grid twice, which is harmless. */
        UniformGrid grid(double radius) {
            UniformGrid g = grid;
            if (g == null || g.margin() != radius) {
                g = UniformGrid.build(rects, radius);
                grid = g;
            }
            return g;
        }

        /** Id to indices: one, or several for an id that bricks built in code may share. */
        int[] indicesOf(String id) {
            Map<String, int[]> m = index;
            if (m == null) {
                m = new HashMap<>(bricks.length * 2);
                for (int i = 0; i < bricks.length; i++) {
                    int at = i;
                    m.merge(bricks[i].id(), new int[] {i}, (had, one) -> {
                        int[] all = Arrays.copyOf(had, had.length + 1);
                        all[had.length] = at;
                        return all;
                    });
                }
                index = m;
            }
            return m.getOrDefault(id, NONE);
        }
    }
}
