package bouncelab.core.scenario;

import bouncelab.core.geometry.Side;
import java.util.AbstractSet;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * A court's walls: an immutable set of sides kept as one bit a side, in side order. "Is this side a wall?" and
 * "which sides are open?" are asked several times every frame; as bits they cost no object and no hashing.
 */
final class Walls extends AbstractSet<Side> {
    private static final Side[] SIDES = Side.values();
    private final int mask;

    private Walls(int mask) {
        this.mask = mask;
    }

    static Walls of(Collection<Side> sides) {
        if (sides instanceof Walls w) {
            return w;
        }
        int mask = 0;
        for (Side s : sides) {
            mask |= 1 << s.ordinal(); // a null side fails here, as a set of walls must not hold one
        }
        return new Walls(mask);
    }

    /** One bit per side, by ordinal. */
    int mask() {
        return mask;
    }

    @Override
    public boolean contains(Object o) {
        return o instanceof Side s && (mask & 1 << s.ordinal()) != 0;
    }

    @Override
    public int size() {
        return Integer.bitCount(mask);
    }

    @Override
    public Iterator<Side> iterator() {
        return new Iterator<>() {
            private int left = mask;

            @Override
            public boolean hasNext() {
                return left != 0;
            }

            @Override
            public Side next() {
                if (left == 0) {
                    throw new NoSuchElementException();
                }
                int i = Integer.numberOfTrailingZeros(left);
                left &= left - 1;
                return SIDES[i];
            }
        };
    }
}
