package org.kaylescourseware.game;

import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * A short game form {@code {G^L | G^R}}: a finite game tree given by its Left options and its
 * Right options. Options form sets (a move to an isomorphic position counts once), kept in one
 * canonical order, so {@link #equals} is isomorphism of game trees ({@code G ≅ H}) and the hash
 * code is canonical. A form is impartial when its Left and Right options are the same impartial
 * forms. Build large forms through a {@link GameTreeCache}, which shares subtrees and bounds sizes.
 */
public final class GameTree implements Comparable<GameTree> {

    /** The game with no options, {@code { | }}. */
    public static final GameTree ZERO = new GameTree(List.of(), List.of());

    private final List<GameTree> leftOptions;
    private final List<GameTree> rightOptions;
    private final int birthday;
    private final boolean impartial;
    private final int hash;
    private final int nimHeap;

    private GameTree(List<GameTree> leftOptions, List<GameTree> rightOptions) {
        this.leftOptions = leftOptions;
        this.rightOptions = rightOptions;
        this.birthday = 1 + Math.max(maxBirthday(leftOptions), maxBirthday(rightOptions));
        this.impartial = leftOptions.equals(rightOptions)
                && leftOptions.stream().allMatch(GameTree::isImpartial);
        this.nimHeap = nimHeapOf(leftOptions, impartial);
        this.hash = mix(leftOptions.hashCode()) ^ Integer.rotateLeft(mix(~rightOptions.hashCode()), 11);
    }

    /** The form {@code {left | right}}; repeated options count once. */
    public static GameTree of(Collection<GameTree> left, Collection<GameTree> right) {
        List<GameTree> l = canonical(left);
        List<GameTree> r = canonical(right);
        return l.isEmpty() && r.isEmpty() ? ZERO : new GameTree(l, r);
    }

    /** The impartial form {@code {options | options}}, written {@code {options}}. */
    public static GameTree impartial(Collection<GameTree> options) {
        for (GameTree option : options) {
            if (!option.isImpartial()) {
                throw new IllegalArgumentException(
                        "an impartial game needs impartial options, got " + option);
            }
        }
        List<GameTree> o = canonical(options);
        return o.isEmpty() ? ZERO : new GameTree(o, o);
    }

    private static List<GameTree> canonical(Collection<GameTree> options) {
        for (GameTree option : options) {
            if (option == null) {
                throw new IllegalArgumentException("a game option must not be null");
            }
        }
        return List.copyOf(new TreeSet<>(options));
    }

    /**
     * MurmurHash3's finalizer: without it, {@code 31 * h + h} for impartial forms shifts the bits a
     * little further left at every level, and deep forms collide in hash tables.
     */
    private static int mix(int h) {
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        return h ^ (h >>> 16);
    }

    private static int maxBirthday(List<GameTree> options) {
        int max = -1;
        for (GameTree option : options) {
            max = Math.max(max, option.birthday);
        }
        return max;
    }

    public List<GameTree> leftOptions() {
        return leftOptions;
    }

    public List<GameTree> rightOptions() {
        return rightOptions;
    }

    /**
     * The options of an impartial form (its Left options, which are its Right options).
     *
     * @throws IllegalStateException when this form is partizan
     */
    public List<GameTree> options() {
        if (!impartial) {
            throw new IllegalStateException(this + " is partizan: ask for its Left or Right options");
        }
        return leftOptions;
    }

    /** Whether Left and Right have the same options here and in every subposition. */
    public boolean isImpartial() {
        return impartial;
    }

    /** Whether this is the game with no options at all ({@code G ≅ 0}). */
    public boolean isZero() {
        return leftOptions.isEmpty() && rightOptions.isEmpty();
    }

    /** The height of the game tree: 0 for {@code 0}, else one more than its oldest option. */
    public int birthday() {
        return birthday;
    }

    /**
     * Canonical order of forms: by birthday, then number of Left and of Right options, then the
     * option lists compared element by element. Consistent with {@link #equals}.
     */
    @Override
    public int compareTo(GameTree other) {
        if (this == other) {
            return 0;
        }
        int c = Integer.compare(birthday, other.birthday);
        if (c == 0) {
            c = compareLists(leftOptions, other.leftOptions);
        }
        if (c == 0) {
            c = compareLists(rightOptions, other.rightOptions);
        }
        return c;
    }

    private static int compareLists(List<GameTree> a, List<GameTree> b) {
        int c = Integer.compare(a.size(), b.size());
        for (int i = 0; c == 0 && i < a.size(); i++) {
            c = a.get(i).compareTo(b.get(i));
        }
        return c;
    }

    /** Isomorphism of game trees. */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof GameTree other && hash == other.hash && birthday == other.birthday
                && leftOptions.equals(other.leftOptions) && rightOptions.equals(other.rightOptions);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    /**
     * Conway's braces, with a Nim heap written as its size, as the course writes Nim (the nimber *n is a value of normal
     * play, not a form): {@code 0}, {@code 1}, {@code 2}, impartial forms as {@code {0,2}}, partizan forms as
     * {@code {0|{|0}}}. Texts longer than {@link #MAX_TEXT}
     * characters are cut with {@code …}: written out in full, *n + *n would take 4^n characters.
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        write(sb);
        return sb.length() > MAX_TEXT ? sb.substring(0, MAX_TEXT) + "…" : sb.toString();
    }

    /** The longest text {@link #toString} gives, not counting the closing {@code …}. */
    public static final int MAX_TEXT = 200;

    private void write(StringBuilder sb) {
        if (sb.length() > MAX_TEXT) {
            return;
        }
        if (nimHeap >= 0) {
            sb.append(nimHeap);
            return;
        }
        sb.append('{');
        writeAll(sb, leftOptions);
        if (!impartial) {
            sb.append('|');
            writeAll(sb, rightOptions);
        }
        sb.append('}');
    }

    private static void writeAll(StringBuilder sb, List<GameTree> options) {
        for (int i = 0; i < options.size() && sb.length() <= MAX_TEXT; i++) {
            if (i > 0) {
                sb.append(',');
            }
            options.get(i).write(sb);
        }
    }

    /** The size n when this form is the Nim heap *n (its options are exactly *0, …, *(n−1)), else −1. */
    public int nimHeapSize() {
        return nimHeap;
    }

    private static int nimHeapOf(List<GameTree> options, boolean impartial) {
        if (!impartial) {
            return -1;
        }
        // Canonical order sorts by birthday first, and *k is the only heap born on day k.
        for (int k = 0; k < options.size(); k++) {
            if (options.get(k).nimHeap != k) {
                return -1;
            }
        }
        return options.size();
    }
}
