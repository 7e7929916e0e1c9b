package org.kaylescourseware.partizan.symbolic;

import java.util.List;
import java.util.Optional;

/**
 * The proof of Theorem 1 as Milley (2015, Section 3) writes Case 1 (n = 3k) and as its "similar
 * arguments" give Cases 2 and 3, typed here from the paper independently of the checker.
 */
final class MilleyProofText {

    private MilleyProofText() {
    }

    static Theorem1Claims case3k() {
        return new Theorem1Claims(0,
                List.of(sub("3(k-j-1)+2", "(k-1)S1 + kS2"), sub("3(k-j-1)+1", "(k+1)S1 + (k-1)S2"),
                        sub("3(k-j-1)", "(k-1)S1 + kS2")),
                List.of(sub("3(k-j-1)+1", "kS1 + (k-1)S2"), sub("3(k-j-1)", "kS1 + (k-1)S2"),
                        sub("3(k-j-2)+2", "(k-2)S1 + kS2")),
                Optional.of(SymbolicSum.parse("(k-1)S1 + (k-1)S2")), Optional.of(SymbolicSum.parse("(k-2)S1 + (k-1)S2")),
                SymbolicSum.parse("kS1 + kS2"));
    }

    static Theorem1Claims case3kPlus1() {
        return new Theorem1Claims(1,
                List.of(sub("3(k-j)", "kS1 + kS2"), sub("3(k-j-1)+2", "kS1 + kS2"), sub("3(k-j-1)+1", "kS1 + kS2")),
                List.of(sub("3(k-j-1)+2", "(k-1)S1 + kS2"), sub("3(k-j-1)+1", "(k+1)S1 + (k-1)S2"),
                        sub("3(k-j-1)", "(k-1)S1 + kS2")),
                Optional.empty(), Optional.of(SymbolicSum.parse("(k-1)S1 + (k-1)S2")),
                SymbolicSum.parse("(k+1)S1 + kS2"));
    }

    static Theorem1Claims case3kPlus2() {
        return new Theorem1Claims(2,
                List.of(sub("3(k-j)+1", "(k+1)S1 + kS2"), sub("3(k-j)", "(k+1)S1 + kS2"),
                        sub("3(k-j-1)+2", "(k-1)S1 + (k+1)S2")),
                List.of(sub("3(k-j)", "kS1 + kS2"), sub("3(k-j-1)+2", "kS1 + kS2"), sub("3(k-j-1)+1", "kS1 + kS2")),
                Optional.of(SymbolicSum.parse("(k-1)S1 + kS2")), Optional.empty(), SymbolicSum.parse("kS1 + (k+1)S2"));
    }

    static List<Theorem1Claims> all() {
        return List.of(case3k(), case3kPlus1(), case3kPlus2());
    }

    private static Theorem1Claims.Subcase sub(String rest, String option) {
        return Theorem1Claims.Subcase.parse(rest, option);
    }
}
