package org.kaylescourseware.cli;

import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import java.util.function.IntToLongFunction;

/**
 * One named benchmark of the {@code bench} command: a task timed at each of its sizes.
 *
 * @param name        what {@code bench --only NAME} selects
 * @param description one line for the table
 * @param sizes       the sizes n the task runs at
 * @param task        the work at size n; it returns what it computed (kept alive while the heap
 *                    is measured) and a short note for the table
 * @param baselineOf  the name of the case this one is the slow reference for, or null; the table
 *                    then shows the speed-up at the sizes both measured
 * @param heavy       run once, without warm-up: slow enough that repeats cost minutes
 * @param onRequest   run only when named with {@code --only}, never by default
 * @param largest     the largest size {@code bench --sizes} may ask of this case
 * @param heapBytes   the heap the task takes in this JVM at size n, estimated before it runs
 */
public record BenchCase(String name, String description, List<Integer> sizes, IntFunction<Measured> task,
        String baselineOf, boolean heavy, boolean onRequest, int largest, IntToLongFunction heapBytes) {

    /** The largest size of a case that says nothing else: as many Grundy values as sparse space keeps in a few hundred MB. */
    static final int LARGEST_SIZE = 20_000_000;

    /**
     * The heap per value of the Grundy cases, with room: measured with -Xmx just large enough, at 2·10^7
     * values sparse space alone on Kayles needed 249 MB (about 12 bytes a value), 0.16 124 MB.
     */
    static final long BYTES_PER_VALUE = 16;

    /** What every case needs besides its own data: the JVM, the table, garbage between runs. */
    static final long BASE_BYTES = 32L << 20;

    /**
     * What one run computed, and a note about it; how many Grundy values it delivered (-1: g(0..n),
     * 0: it computes something else, and the table shows no values/s nor bytes/value); and, when it
     * ran in a JVM of its own, what that process cost.
     */
    public record Measured(Object result, String note, long values, Optional<ChildJvm> child) {

        public Measured(Object result, String note) {
            this(result, note, -1, Optional.empty());
        }

        /** A run that computes something other than Grundy values (a quotient, a check of positions). */
        public static Measured otherThanValues(Object result, String note) {
            return new Measured(result, note, 0, Optional.empty());
        }
    }

    public BenchCase {
        sizes = List.copyOf(sizes);
    }

    /** A case timed with warm-up and repeats. */
    public static BenchCase of(String name, String description, List<Integer> sizes, IntFunction<Measured> task) {
        return new BenchCase(name, description, sizes, task, null, false, false, LARGEST_SIZE, BenchCase::grundyHeap);
    }

    /** This case with another largest size and heap estimate. */
    public BenchCase upTo(int largestSize, IntToLongFunction heapAt) {
        return new BenchCase(name, description, sizes, task, baselineOf, heavy, onRequest, largestSize, heapAt);
    }

    /** This case, run only when named with {@code --only}. */
    public BenchCase onlyOnRequest() {
        return new BenchCase(name, description, sizes, task, baselineOf, heavy, true, largest, heapBytes);
    }

    /** The heap of a Grundy computation of g(0..n) in this JVM. */
    static long grundyHeap(int n) {
        return BASE_BYTES + BYTES_PER_VALUE * (long) n;
    }

    /** A slow reference for case {@code fastCase}, run once per size. */
    public static BenchCase baseline(String name, String fastCase, String description, List<Integer> sizes,
            IntFunction<Measured> task) {
        return new BenchCase(name, description, sizes, task, fastCase, true, false, LARGEST_SIZE, BenchCase::grundyHeap);
    }

    /** A case run once per size, in a JVM of its own; {@code onRequest}: only when named. */
    public static BenchCase inChildJvm(String name, String description, List<Integer> sizes,
            IntFunction<Measured> task, boolean onRequest) {
        return new BenchCase(name, description, sizes, task, null, true, onRequest, Integer.MAX_VALUE, n -> 0);
    }
}
