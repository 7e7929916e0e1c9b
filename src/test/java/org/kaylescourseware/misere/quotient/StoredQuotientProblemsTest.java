package org.kaylescourseware.misere.quotient;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A misère quotient or a Sibert–Conway check read back from the solver cache is held to what it must be before a page uses
 * it (issue 28, item 7): a sealed entry can only be wrong through a wrong solver, but each here is made wrong by hand, and
 * each is found wrong by routes of its own (the game tree, the monoid's laws, the partition numbers, the forms played again).
 */
class StoredQuotientProblemsTest {

    private static final MisereQuotient KAYLES = MisereQuotientSolver.kaylesQuotient();

    private static MisereQuotient with(List<List<Integer>> table, List<Integer> p, List<Integer> phi) {
        return new MisereQuotient(KAYLES.ruleCode(), KAYLES.heapBound(), table, p, phi, KAYLES.presentation(), KAYLES.changes());
    }

    private static List<List<Integer>> table() {
        List<List<Integer>> rows = new ArrayList<>();
        KAYLES.productTable().forEach(row -> rows.add(new ArrayList<>(row)));
        return rows;
    }

    @Test
    void theQuotientTheSolverComputesHasNoProblem() {
        assertEquals(Optional.empty(), QuotientCheck.firstProblem(KAYLES, "0.77", 20));
    }

    @Test
    void aQuotientWithAnElementMovedOutOfThePPortionDisagreesWithTheGameTree() {
        for (int element : KAYLES.pPortion()) {
            List<Integer> p = new ArrayList<>(KAYLES.pPortion());
            p.remove(Integer.valueOf(element));
            QuotientCheck.firstProblem(with(KAYLES.productTable(), p, KAYLES.pretendingFunction()), "0.77", 20)
                    .orElseThrow(() -> new AssertionError("P without " + KAYLES.elementName(element) + " passed"));
        }
    }

    @Test
    void aTableThatBreaksTheMonoidLawsIsRefusedByThem() {
        List<List<Integer>> swapped = table();
        int x = 3;
        int y = 5;
        swapped.get(x).set(y, KAYLES.product(x, y + 1));
        assertTrue(QuotientCheck.firstProblem(with(swapped, KAYLES.pPortion(), KAYLES.pretendingFunction()), "0.77", 20)
                .orElseThrow().startsWith("its product is not "));
        List<List<Integer>> outside = table();
        outside.get(1).set(1, KAYLES.order());
        assertTrue(QuotientCheck.firstProblem(with(outside, KAYLES.pPortion(), KAYLES.pretendingFunction()), "0.77", 20)
                .orElseThrow().startsWith("its product table is not a square table"));
        assertEquals(Optional.of("it is the quotient of 0.77, not of 0.07"), QuotientCheck.firstProblem(KAYLES, "0.07", 20));
    }

    @Test
    void anImageChangedBeyondTheSearchedSumsFailsTheVerificationOrTheCertifiedPeriod() {
        for (int heap = 21; heap <= KAYLES.heapBound(); heap += heap < 80 ? 1 : 7) {
            List<Integer> phi = new ArrayList<>(KAYLES.pretendingFunction());
            phi.set(heap, phi.get(heap) == 1 ? 2 : 1);
            assertTrue(QuotientCheck.firstProblem(with(KAYLES.productTable(), KAYLES.pPortion(), phi), "0.77", 20).isPresent(),
                    "Φ(" + heap + ") changed");
        }
    }
}
