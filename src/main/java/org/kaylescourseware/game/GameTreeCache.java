package org.kaylescourseware.game;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.kaylescourseware.rules.HeapOption;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * Builds game trees with shared subtrees: every form made here is interned (one object per
 * isomorphism class), Nim heaps {@code *n} and disjunctive sums are memoized, and the number of
 * distinct forms held is bounded by a capacity. A construction that could pass the capacity is
 * refused up front with a message naming the sizes, instead of exhausting memory.
 */
public final class GameTreeCache {

    /** Capacity of {@link #GameTreeCache()}: one million distinct forms. */
    public static final int DEFAULT_CAPACITY = 1_000_000;

    /**
     * The oldest form a cache builds. The solvers recurse once per move, so a game that lasts
     * longer than this could overflow the stack; refusing it here says so plainly.
     */
    public static final int MAX_BIRTHDAY = 2_000;

    private final int capacity;
    private final Map<GameTree, GameTree> forms = new HashMap<>();
    private final List<GameTree> nimHeaps = new ArrayList<>();
    private final Map<SumKey, GameTree> sums = new HashMap<>();
    private final Map<String, List<GameTree>> heapGames = new HashMap<>();

    private record SumKey(GameTree a, GameTree b) {
    }

    public GameTreeCache() {
        this(DEFAULT_CAPACITY);
    }

    /** A cache holding at most {@code capacity} distinct forms. */
    public GameTreeCache(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("a game tree cache needs a capacity >= 1, got " + capacity);
        }
        this.capacity = capacity;
        intern(GameTree.ZERO);
        nimHeaps.add(GameTree.ZERO);
    }

    public int capacity() {
        return capacity;
    }

    /** How many distinct forms this cache holds now. */
    public int size() {
        return forms.size();
    }

    /** The one shared object of {@code form}'s isomorphism class. */
    public GameTree intern(GameTree form) {
        GameTree known = forms.get(form);
        if (known != null) {
            return known;
        }
        if (form.birthday() > MAX_BIRTHDAY) {
            throw new IllegalArgumentException("a game lasting " + form.birthday() + " moves is too long: this cache "
                    + "builds games of birthday at most " + MAX_BIRTHDAY + " (the solvers recurse once per move)");
        }
        if (forms.size() >= capacity) {
            throw new IllegalStateException("the game tree cache is full: it holds " + forms.size()
                    + " distinct forms, its capacity; build smaller games or use a larger cache");
        }
        forms.put(form, form);
        return form;
    }

    /** The interned form {@code {left | right}}. */
    public GameTree form(Collection<GameTree> left, Collection<GameTree> right) {
        return intern(GameTree.of(left, right));
    }

    /** The interned impartial form {@code {options}}. */
    public GameTree impartial(Collection<GameTree> options) {
        return intern(GameTree.impartial(options));
    }

    /**
     * The Nim heap {@code *n = {0, *1, ..., *(n-1)}}.
     *
     * @throws IllegalArgumentException when n is negative or the heaps up to n would not fit
     */
    public GameTree nimHeap(int n) {
        int largest = Math.min(capacity - 1, MAX_BIRTHDAY);
        if (n < 0 || n > largest) {
            throw new IllegalArgumentException("a Nim heap size must be between 0 and " + largest
                    + " (the longest game and this cache's capacity allow no more), got " + n);
        }
        while (nimHeaps.size() <= n) {
            nimHeaps.add(impartial(nimHeaps));
        }
        return nimHeaps.get(n);
    }

    /**
     * The Nim position {@code *a + *b + ...} as one game tree. Its distinct subpositions are the
     * sub-multisets of its heaps, at most the product of (heap + 1); a position whose product
     * passes the room left in this cache is refused.
     */
    public GameTree nimPosition(Position position) {
        long bound = 1;
        for (int heap : position.heaps()) {
            // saturate rather than overflow: a product this large is refused anyway
            bound = bound > Long.MAX_VALUE / (heap + 1L) ? Long.MAX_VALUE : bound * (heap + 1L);
        }
        requireBirthday(position.totalSize(), "the Nim position " + position);
        requireRoom(bound, "the Nim position " + position);
        GameTree result = GameTree.ZERO;
        for (int heap : position.heaps()) {
            result = sumOfInterned(result, nimHeap(heap));
        }
        return result;
    }

    /**
     * The game tree of a position of an impartial heap game (Nim, an octal game such as Kayles
     * {@code 0.77}): a heap's options are the sums of the heaps its moves leave. Heaps are built
     * once per rule; a game too large for this cache stops with the cache's "full" message.
     */
    public GameTree heapGame(ImpartialRule rule, Position position) {
        GameTree result = GameTree.ZERO;
        for (int heap : position.heaps()) {
            result = sumOfInterned(result, heap(rule, heap));
        }
        return result;
    }

    private GameTree heap(ImpartialRule rule, int size) {
        List<GameTree> heaps = heapGames.computeIfAbsent(rule.code(), code -> new ArrayList<>(List.of(GameTree.ZERO)));
        while (heaps.size() <= size) {
            List<GameTree> options = new ArrayList<>();
            for (HeapOption option : rule.options(heaps.size())) {
                GameTree leaves = GameTree.ZERO;
                for (int leaf : option.leaves()) {
                    leaves = sumOfInterned(leaves, heaps.get(leaf));
                }
                options.add(leaves);
            }
            heaps.add(impartial(options));
        }
        return heaps.get(size);
    }

    /**
     * The disjunctive sum {@code a + b = {a^L + b, a + b^L | a^R + b, a + b^R}}. It has at most
     * (subpositions of a) x (subpositions of b) distinct subpositions; a sum whose bound passes the
     * room left in this cache is refused.
     */
    public GameTree sum(GameTree a, GameTree b) {
        requireBirthday(a.birthday() + b.birthday(), "the sum of " + a + " and " + b);
        long bound = (long) subpositions(a).size() * subpositions(b).size();
        requireRoom(bound, "the sum of " + a + " and " + b);
        return sumOfInterned(intern(a), intern(b));
    }

    private GameTree sumOfInterned(GameTree a, GameTree b) {
        if (a.isZero()) {
            return b;
        }
        if (b.isZero()) {
            return a;
        }
        SumKey key = a.hashCode() < b.hashCode() || (a.hashCode() == b.hashCode() && a.compareTo(b) <= 0)
                ? new SumKey(a, b) : new SumKey(b, a);
        GameTree known = sums.get(key);
        if (known == null) {
            known = form(sumOptions(a.leftOptions(), b, a, b.leftOptions()),
                    sumOptions(a.rightOptions(), b, a, b.rightOptions()));
            sums.put(key, known);
        }
        return known;
    }

    private List<GameTree> sumOptions(List<GameTree> aOptions, GameTree b, GameTree a, List<GameTree> bOptions) {
        List<GameTree> options = new ArrayList<>(aOptions.size() + bOptions.size());
        for (GameTree aOption : aOptions) {
            options.add(sumOfInterned(intern(aOption), b));
        }
        for (GameTree bOption : bOptions) {
            options.add(sumOfInterned(a, intern(bOption)));
        }
        return options;
    }

    private static void requireBirthday(long birthday, String what) {
        if (birthday > MAX_BIRTHDAY) {
            throw new IllegalArgumentException(what + " lasts up to " + birthday + " moves, but this cache builds "
                    + "games of birthday at most " + MAX_BIRTHDAY + " (the solvers recurse once per move)");
        }
    }

    private void requireRoom(long bound, String what) {
        long room = (long) capacity - forms.size();
        if (bound > room) {
            throw new IllegalArgumentException(what + " may have up to "
                    + (bound == Long.MAX_VALUE ? "more than 2^63" : Long.toString(bound))
                    + " distinct subpositions, but this cache has room for " + room + " more forms (capacity "
                    + capacity + "); build a smaller game or use a cache with a larger capacity");
        }
    }

    /** Every distinct subposition (follower) of {@code g}, {@code g} itself first. */
    public static Set<GameTree> subpositions(GameTree g) {
        Set<GameTree> seen = new LinkedHashSet<>();
        Deque<GameTree> todo = new ArrayDeque<>();
        todo.push(g);
        while (!todo.isEmpty()) {
            GameTree next = todo.pop();
            if (seen.add(next)) {
                next.leftOptions().forEach(todo::push);
                next.rightOptions().forEach(todo::push);
            }
        }
        return seen;
    }
}
