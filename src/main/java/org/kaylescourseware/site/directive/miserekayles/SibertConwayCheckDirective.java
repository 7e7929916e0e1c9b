package org.kaylescourseware.site.directive.miserekayles;

import com.fasterxml.jackson.core.type.TypeReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.claim.Erratum;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.misere.quotient.SibertConwayForm;
import org.kaylescourseware.misere.quotient.SibertConwayProof;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.render.ErratumBox;

/**
 * {@code sibert-conway-check}: the Sibert–Conway forms as the 2003 blog post states them, checked at every signature
 * of the positions of Kayles ({@link SibertConwayProof}), so for every position of every size. When the claim holds, a
 * check box says on what; when it fails, an erratum box gives the smallest position it fails at, with its outcomes
 * and the forms it has.
 */
public final class SibertConwayCheckDirective implements Directive {

    static final String SOURCE = "The blog post “The discovery of the solution to misère Kayles” (2003), quoting Sibert and"
            + " Conway, “Mathematical Kayles” (1992)";

    record SibertConwayCheck(boolean holds, int signatures, int rows, String lengths, List<ErratumBox> errata) {
    }

    @Override
    public String kind() {
        return "sibert-conway-check";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of();
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        SibertConwayProof proof = proof(solver);
        List<ErratumBox> errata = new ArrayList<>();
        proof.smallestCounterexample().ifPresent(w -> errata.add(erratum(proof, w)));
        String lengths = proof.namedLengths().stream().map(String::valueOf).collect(Collectors.joining(", "));
        return new SibertConwayCheck(proof.failing() == 0, proof.signatures(), proof.rowsFollowed(), lengths, errata);
    }

    /** The proof of the forms as stated in seed 001, computed once for the build and kept in the solver cache. */
    static SibertConwayProof proof(SolverSession solver) {
        List<SibertConwayForm> forms = SibertConwayForm.AS_STATED_IN_SEED_001;
        return solver.answer("sibert-conway", List.of("every size"), "as stated in seed 001",
                new TypeReference<SibertConwayProof>() { }, () -> SibertConwayProof.of(forms, solver.kaylesMisereQuotient()),
                read -> read.firstProblem(forms, solver.kaylesMisereQuotient()));
    }

    /** The erratum of the claim refuted at {@code w}, the smallest position where {@code proof} finds it fails. */
    static ErratumBox erratum(SibertConwayProof proof, SibertConwayProof.Witness w) {
        String kind = w.normal().name() + w.misere().name();
        List<String> has = proof.forms().stream().map(SibertConwayProof.FormWitness::form).filter(f -> f.covers(w.position()))
                .map(f -> SibertConwayFormsDirective.display(f.text()) + " (" + f.claim() + ")").toList();
        String position = "$`" + RowNotation.KAYLES.tex(w.position()) + "`$";
        String claim = "The PN positions are precisely those of the PN forms, the NP positions precisely those of the NP forms,"
                + " and every other position has the same outcome in both conventions.";
        String correction = position + " is " + kind + " (normal " + w.normal() + ", misère " + w.misere() + ") and has "
                + (has.isEmpty() ? "no form" : "the form " + String.join(", ", has)) + "; it is the smallest position at which"
                + " the claim fails, and " + proof.failing() + " of the " + proof.signatures() + " signatures fail it.";
        String compared = "the forms and the outcomes at every signature of the positions of Kayles";
        CheckedClaim checked = CheckedClaim.search("the Sibert–Conway forms", claim, "every position", compared,
                proof.signatures(), Optional.of(position));
        return ErratumBox.of(new Erratum("the Sibert–Conway forms", SOURCE, Erratum.Kind.FALSE_CLAIM, claim, correction,
                List.of(checked)), SOURCE, UnaryOperator.identity(), compared);
    }
}
