package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;

/**
 * One form of the Sibert–Conway description of misère Kayles (Sibert and Conway, "Mathematical
 * Kayles", IJGT 20 (1992)), written as in the sources: {@code 25 E(17,12,9) D(20,4,1)}. A bare
 * number is exactly one heap of that size; {@code E(a,b,…)} an even number (possibly none) and
 * {@code D(a,b,…)} an odd number of heaps whose sizes are among a, b, …. A position has the form
 * when all its heaps are accounted for that way.
 *
 * @param text the form as written
 * @param normal the normal-play outcome the source claims for positions of this form
 * @param misere the misère outcome the source claims
 * @param factors the parts of the form
 */
public record SibertConwayForm(String text, OutcomeClass normal, OutcomeClass misere, List<Factor> factors) {

    private static final Pattern FACTOR = Pattern.compile("(\\d+)|([ED])\\(([\\d,\\s]+)\\)");

    /** The forms as stated in seed 001 (the blog's quotation of Sibert and Conway). */
    public static final List<SibertConwayForm> AS_STATED_IN_SEED_001 = List.of(
            parse("E(5) E(4,1)", OutcomeClass.P, OutcomeClass.N),
            parse("E(17,12,9) E(20,4,1)", OutcomeClass.P, OutcomeClass.N),
            parse("25 E(17,12,9) D(20,4,1)", OutcomeClass.P, OutcomeClass.N),
            parse("D(5) D(4,1)", OutcomeClass.N, OutcomeClass.P),
            parse("E(5) D(4,1)", OutcomeClass.N, OutcomeClass.P),
            parse("E(4,1) D(9)", OutcomeClass.N, OutcomeClass.P),
            parse("12 E(4,1)", OutcomeClass.N, OutcomeClass.P),
            parse("E(17,12,9) D(20,4,1)", OutcomeClass.N, OutcomeClass.P),
            parse("25 D(9) D(4,1)", OutcomeClass.N, OutcomeClass.P));

    /** How many heaps of the given sizes a factor asks for. */
    public enum Count { ONE, EVEN, ODD }

    /** A part of a form: one heap of a size, or an even or odd number of heaps from a set of sizes. */
    public record Factor(Count count, Set<Integer> sizes) {
        public Factor {
            sizes = Set.copyOf(sizes);
        }
    }

    public SibertConwayForm {
        factors = List.copyOf(factors);
    }

    /** Parses a form such as {@code 25 E(17,12,9) D(20,4,1)}. */
    public static SibertConwayForm parse(String text, OutcomeClass normal, OutcomeClass misere) {
        List<Factor> factors = new ArrayList<>();
        Matcher m = FACTOR.matcher(text);
        int end = 0;
        while (m.find()) {
            if (!text.substring(end, m.start()).isBlank()) {
                break;
            }
            if (m.group(1) != null) {
                factors.add(new Factor(Count.ONE, Set.of(Integer.parseInt(m.group(1)))));
            } else {
                Set<Integer> sizes = new java.util.HashSet<>();
                for (String size : m.group(3).split(",")) {
                    sizes.add(Integer.parseInt(size.trim()));
                }
                factors.add(new Factor(m.group(2).equals("E") ? Count.EVEN : Count.ODD, sizes));
            }
            end = m.end();
        }
        if (factors.isEmpty() || !text.substring(end).isBlank()) {
            throw new IllegalArgumentException("'" + text + "' is not a Sibert–Conway form: write factors such as"
                    + " 25, E(17,12,9) or D(20,4,1) separated by spaces");
        }
        return new SibertConwayForm(text, normal, misere, factors);
    }

    /** Whether every heap of the position is accounted for by the factors, with the right counts. */
    public boolean covers(Position position) {
        Map<Integer, Integer> heapsOfSize = new HashMap<>();
        for (int heap : position.heaps()) {
            heapsOfSize.merge(heap, 1, Integer::sum);
        }
        for (Factor factor : factors) {
            int n = 0;
            for (int size : factor.sizes()) {
                Integer k = heapsOfSize.remove(size);
                n += k == null ? 0 : k;
            }
            boolean ok = switch (factor.count()) {
                case ONE -> n == 1;
                case EVEN -> n % 2 == 0;
                case ODD -> n % 2 == 1;
            };
            if (!ok) {
                return false;
            }
        }
        return heapsOfSize.isEmpty();
    }

    /** "PN" or "NP": the normal outcome then the misère outcome the source claims. */
    public String claim() {
        return normal.name() + misere.name();
    }
}
