package org.kaylescourseware.misere.nim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.game.Position;

class NimEquivalenceVerificationTest {

    private final NimEquivalenceVerification upToTen = new NimEquivalenceVerification(10);

    @Test
    void paperTheoremsHoldForEveryNimPositionUpToTotalSizeTen() {
        List<CheckedClaim> results = upToTen.all();
        for (CheckedClaim r : results) {
            assertTrue(r.holds(), r.name() + " fails: " + r.counterexample());
            assertTrue(r.counterexample().isEmpty());
        }
        assertEquals(List.of("Theorem 3", "Lemma 7, first step", "Theorem 4", "Theorem 5", "Corollary 1", "Theorem 6"),
                results.stream().map(CheckedClaim::name).toList());
        assertTrue(upToTen.errata().isEmpty());
    }

    @Test
    void countsOfPositionsAndClassesUpToTen() {
        CheckedClaim theorem6 = upToTen.theorem6();
        assertEquals(139, theorem6.cases(), "partitions of 0..10 (OEIS A000070)");
        assertEquals(139L * 138 / 2, theorem6.pairs());
        // ≡ classes found by Theorem 1 alone; reduced forms counted by Definition 5 alone.
        assertEquals(QuasiLexicographicOrder.orderedReducedForms(10).size(), upToTen.impartialClasses().size());
        assertEquals(31, upToTen.impartialClasses().size());
        assertEquals(139, upToTen.partizanClassCount(), "every Nim position is its own class under =");
    }

    @Test
    void leastMemberOfEachImpartialClassIsTheReducedFormOfEveryMember() {
        List<NimEquivalenceClass> classes = upToTen.impartialClasses();
        assertEquals(31, classes.size());
        assertEquals(139, classes.stream().mapToInt(c -> c.members().size()).sum());
        for (NimEquivalenceClass c : classes) {
            for (Position member : c.members()) {
                assertEquals(c.least(), ReducedForm.of(member), member + " in the class of " + c.least());
            }
        }
        assertEquals(QuasiLexicographicOrder.orderedReducedForms(10),
                classes.stream().map(NimEquivalenceClass::least).toList());
    }

    @Test
    void orderLemmasOfTheProofsHoldUpToTotalSizeTwelve() {
        for (CheckedClaim r : new NimOrderLemmas(12).all()) {
            assertTrue(r.holds(), r.name() + " fails: " + r.counterexample());
        }
    }

    @Test
    void checksTellImpartialFromPartizanEquivalence() {
        // The same machinery that finds no counterexample does see the difference the paper makes.
        Position oneOne = Position.of(1, 1);
        Position zero = Position.of();
        assertTrue(upToTen.impartiallyEquivalent(oneOne, zero));
        assertFalse(upToTen.partizanEqual(oneOne, zero));
        assertTrue(upToTen.impartiallyEquivalent(Position.parse("2+2+1"), Position.parse("3+2")));
        assertFalse(upToTen.impartiallyEquivalent(Position.parse("2+2"), zero));
    }

    @Test
    void explanationsNameTheFailingConditionAndTheOptionAsNimPositions() {
        assertEquals("2+2 ≢ 0: condition 3 fails, H ≅ 0 but o⁻(G) = P⁻, not N⁻",
                upToTen.explainImpartial(Position.of(2, 2), Position.of()));
        assertEquals("1+1 ≡ 0: conditions 1, 2 and 3 hold",
                upToTen.explainImpartial(Position.of(1, 1), Position.of()));
        // condition 1 with G = 2, H = 3: H' = 2 has no option ≡ 2, and no option of 2 (0 or 1) is ≡ 2.
        assertEquals("2 ≢ 3: condition 1 fails at H' = 2: it has no option ≡ G, and no option of G is ≡ 2",
                upToTen.explainImpartial(Position.of(2), Position.of(3)));
        assertTrue(upToTen.explainPartizan(Position.of(1, 1), Position.of()).startsWith("1+1 ≠ 0: condition"));
    }

    @Test
    void boundPastTwentyIsRefusedWithTheLimit() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new NimEquivalenceVerification(21));
        assertTrue(e.getMessage().contains("20") && e.getMessage().contains("21"), e.getMessage());
    }

    @Test
    void positionOutsideTheBoundIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> upToTen.tree(Position.of(11)));
        assertTrue(e.getMessage().contains("11"), e.getMessage());
    }
}
