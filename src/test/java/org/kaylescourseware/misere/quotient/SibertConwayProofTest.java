package org.kaylescourseware.misere.quotient;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.PositionEnumeration;
import org.kaylescourseware.site.play.OctalMex;

/**
 * The Sibert–Conway forms (seed 001, quoting Sibert and Conway 1992) and their proof for every size, against a second
 * route: outcomes by plain game-tree search ({@link OctalMisereByHand}) and by the mex recurrence ({@link OctalMex}),
 * forms read off positions enumerated by total size.
 */
class SibertConwayProofTest {

    private static final MisereQuotient KAYLES = MisereQuotientSolver.kaylesQuotient();
    private static final List<SibertConwayForm> FORMS = SibertConwayForm.AS_STATED_IN_SEED_001;
    private static final OctalMisereByHand SEARCH = new OctalMisereByHand("0.77");
    private static final int[] GRUNDY = OctalMex.grundy("0.77", 40);

    @Test
    void seedExampleFiveFourOneOneHasTheFormDFiveDFourOne() {
        // Seed 001: "5 + 4 + 1 + 1 is a position included in the set D(5) D(4, 1)".
        SibertConwayForm form = SibertConwayForm.parse("D(5) D(4,1)", OutcomeClass.N, OutcomeClass.P);
        assertTrue(form.covers(Position.of(5, 4, 1, 1)));
        assertFalse(form.covers(Position.of(5, 4, 1)));
        assertFalse(form.covers(Position.of(5, 4, 1, 1, 2)), "a heap outside the form");
    }

    @Test
    void bareNumberMeansExactlyOneHeap() {
        SibertConwayForm form = SibertConwayForm.parse("12 E(4,1)", OutcomeClass.N, OutcomeClass.P);
        assertTrue(form.covers(Position.of(12, 4, 1)));
        assertFalse(form.covers(Position.of(12, 12)));
        assertFalse(form.covers(Position.of(4, 1)));
    }

    @Test
    void formsAgreeWithTheSearchOnEveryPositionUpToSizeEighteen() {
        // The claim itself, position by position, with outcomes by search and by mex: no quotient, no signature.
        for (Position position : PositionEnumeration.upToTotalSize(18, 18)) {
            assertTrue(claimHolds(FORMS, position), position.toString());
        }
    }

    @Test
    void theFormsHoldAtEverySignatureAndEachFormsSmallestPositionIsTheSmallestOfThatForm() {
        SibertConwayProof proof = SibertConwayProof.of(FORMS, KAYLES);
        assertEquals(0, proof.failing(), proof.smallestCounterexample().toString());
        assertEquals(Optional.empty(), proof.smallestCounterexample());
        // Φ and 𝒢 repeat with period 12 from 71 (Plambeck and Siegel 2008; Guy and Smith 1956): rows 1..71 + 12 − 1
        assertEquals(82, proof.rowsFollowed());
        assertEquals(List.of(1, 4, 5, 9, 12, 17, 20, 25), proof.namedLengths());
        List<Position> positions = PositionEnumeration.upToTotalSize(35, 35); // 35 = 25 + 9 + 1, the last form's smallest
        for (SibertConwayProof.FormWitness w : proof.forms()) {
            Position smallest = w.smallest().orElseThrow().position();
            int fewest = positions.stream().filter(w.form()::covers).mapToInt(Position::totalSize).min().orElseThrow();
            assertTrue(w.form().covers(smallest), w.form().text() + ": " + smallest);
            assertEquals(fewest, smallest.totalSize(), w.form().text() + ": " + smallest);
            assertEquals(normal(smallest), w.smallest().get().normal(), smallest.toString());
            assertEquals(misere(smallest), w.smallest().get().misere(), smallest.toString());
            assertEquals(w.form().claim(), normal(smallest).name() + misere(smallest).name(), w.form().text());
        }
    }

    @Test
    void aFormWithAWrongLengthFailsAtTheSearchsSmallestCounterexample() {
        List<SibertConwayForm> wrong = new ArrayList<>(FORMS);
        wrong.set(5, SibertConwayForm.parse("E(4,1) D(8)", OutcomeClass.N, OutcomeClass.P)); // the source has D(9)
        assertFailsAtTheSmallestCounterexample(wrong);
    }

    @Test
    void aMissingFormFailsAtTheSearchsSmallestCounterexample() {
        List<SibertConwayForm> wrong = new ArrayList<>(FORMS);
        wrong.removeIf(f -> f.text().equals("12 E(4,1)"));
        assertFailsAtTheSmallestCounterexample(wrong);
    }

    @Test
    void aPretendingFunctionChangedOnOneResidueFailsOnlyAtPositionsWithSuchARow() {
        // Φ(77 + 12k) set to Φ(1), so the period of Φ still holds: a row of 77 + 12k now pretends to be a misère P-position.
        List<Integer> phi = new ArrayList<>(KAYLES.pretendingFunction());
        for (int n = 77; n < phi.size(); n += 12) {
            phi.set(n, phi.get(1));
        }
        MisereQuotient mutated = new MisereQuotient(KAYLES.ruleCode(), KAYLES.heapBound(), KAYLES.productTable(),
                KAYLES.pPortion(), phi, KAYLES.presentation(), KAYLES.changes());
        SibertConwayProof proof = SibertConwayProof.of(FORMS, mutated);
        assertTrue(proof.failing() > 0);
        // positions without such a row keep their image, so the claim can only fail at one with such a row
        Position counterexample = proof.smallestCounterexample().orElseThrow().position();
        assertTrue(counterexample.heaps().stream().anyMatch(h -> h >= 77 && h % 12 == 5), counterexample.toString());
    }

    @Test
    void aFormNamingOneLengthInTwoFactorsIsRefused() {
        List<SibertConwayForm> overlapping = List.of(SibertConwayForm.parse("E(4,1) D(4)", OutcomeClass.N, OutcomeClass.P));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SibertConwayProof.of(overlapping, KAYLES));
        assertTrue(e.getMessage().contains("names the length 4 in two factors"), e.getMessage());
    }

    @Test
    void aStoredProofIsAcceptedAndAForgedOneIsNot() {
        SibertConwayProof right = SibertConwayProof.of(FORMS, KAYLES);
        assertEquals(Optional.empty(), right.firstProblem(FORMS, KAYLES));
        assertTrue(right.firstProblem(FORMS.subList(0, 8), KAYLES).isPresent(), "other forms");
        List<SibertConwayProof.FormWitness> forged = new ArrayList<>(right.forms());
        SibertConwayForm first = forged.get(0).form();
        forged.set(0, new SibertConwayProof.FormWitness(first,
                Optional.of(new SibertConwayProof.Witness(Position.of(5), OutcomeClass.N, OutcomeClass.N))));
        assertEquals(Optional.of("Witness[position=5, normal=N, misere=N] is not a position of the form E(5) E(4,1)"),
                new SibertConwayProof(right.namedLengths(), 82, right.signatures(), forged, 0, Optional.empty())
                        .firstProblem(FORMS, KAYLES));
        SibertConwayProof.Witness notACounterexample = new SibertConwayProof.Witness(Position.of(5, 4, 1, 1), OutcomeClass.N,
                OutcomeClass.P);
        assertTrue(new SibertConwayProof(right.namedLengths(), 82, right.signatures(), right.forms(), 1,
                Optional.of(notACounterexample)).firstProblem(FORMS, KAYLES).isPresent(), "a position the claim holds at");
    }

    @Test
    void malformedFormIsRefusedWithAnExample() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SibertConwayForm.parse("E(5 D4", OutcomeClass.P, OutcomeClass.N));
        assertTrue(e.getMessage().contains("E(5 D4"), e.getMessage());
    }

    /** The proof of {@code forms} fails, at a position as small as the smallest the search finds, which fails by search too. */
    private static void assertFailsAtTheSmallestCounterexample(List<SibertConwayForm> forms) {
        SibertConwayProof proof = SibertConwayProof.of(forms, KAYLES);
        assertTrue(proof.failing() > 0);
        SibertConwayProof.Witness found = proof.smallestCounterexample().orElseThrow();
        Predicate<Position> fails = p -> !claimHolds(forms, p);
        int fewest = PositionEnumeration.upToTotalSize(14, 14).stream().filter(fails).mapToInt(Position::totalSize).min().orElseThrow();
        assertEquals(fewest, found.position().totalSize(), found.toString());
        assertTrue(fails.test(found.position()), found.toString());
        assertEquals(normal(found.position()), found.normal());
        assertEquals(misere(found.position()), found.misere());
    }

    /** The source's claim at one position: its outcomes differ exactly when it has a form claiming them. */
    private static boolean claimHolds(List<SibertConwayForm> forms, Position position) {
        String outcomes = normal(position).name() + misere(position).name();
        for (String kind : List.of("PN", "NP")) {
            boolean hasForm = forms.stream().anyMatch(f -> f.claim().equals(kind) && f.covers(position));
            if (hasForm != outcomes.equals(kind)) {
                return false;
            }
        }
        return true;
    }

    private static OutcomeClass normal(Position position) {
        return position.heaps().stream().mapToInt(h -> GRUNDY[h]).reduce(0, (x, y) -> x ^ y) == 0 ? OutcomeClass.P : OutcomeClass.N;
    }

    private static OutcomeClass misere(Position position) {
        return SEARCH.isP(position.heaps()) ? OutcomeClass.P : OutcomeClass.N;
    }
}
