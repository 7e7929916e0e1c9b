package org.kaylescourseware.site;

import java.util.List;
import java.util.stream.Stream;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveRegistry;
import org.kaylescourseware.site.directive.Fact;
import org.kaylescourseware.site.directive.claims.BoundClaimDirective;
import org.kaylescourseware.site.directive.claims.LengthXorClaimDirective;
import org.kaylescourseware.site.directive.claims.MexClaimsDirective;
import org.kaylescourseware.site.directive.claims.PeriodClaimDirective;
import org.kaylescourseware.site.directive.claims.PrintedValuesDirective;
import org.kaylescourseware.site.directive.claims.StepClaimsDirective;
import org.kaylescourseware.site.directive.exercises.ExercisesDirective;
import org.kaylescourseware.site.directive.exercises.GameExercisesDirective;
import org.kaylescourseware.site.directive.impartial.GameFacts;
import org.kaylescourseware.site.directive.impartial.GameRulesDirective;
import org.kaylescourseware.site.directive.impartial.GrundyPlotDirective;
import org.kaylescourseware.site.directive.impartial.GrundyTableDirective;
import org.kaylescourseware.site.directive.impartial.MexTableDirective;
import org.kaylescourseware.site.directive.impartial.PeriodCertificateDirective;
import org.kaylescourseware.site.directive.impartial.PlayBoardDirective;
import org.kaylescourseware.site.directive.impartial.WorkedGameDirective;
import org.kaylescourseware.site.directive.miserekayles.MisereDistinguishersDirective;
import org.kaylescourseware.site.directive.miserekayles.MisereKaylesFacts;
import org.kaylescourseware.site.directive.miserekayles.MisereNormalComparisonDirective;
import org.kaylescourseware.site.directive.miserekayles.MisereQuotientDirective;
import org.kaylescourseware.site.directive.miserekayles.MisereQuotientExampleDirective;
import org.kaylescourseware.site.directive.miserekayles.MiserePartialQuotientsDirective;
import org.kaylescourseware.site.directive.miserekayles.MisereRowsDirective;
import org.kaylescourseware.site.directive.miserekayles.OctalQuotientSurveyDirective;
import org.kaylescourseware.site.directive.miserekayles.MisereWorkedGameDirective;
import org.kaylescourseware.site.directive.miserekayles.SibertConwayCheckDirective;
import org.kaylescourseware.site.directive.miserekayles.SibertConwayFormsDirective;
import org.kaylescourseware.site.directive.miserenim.EquivalenceTestsDirective;
import org.kaylescourseware.site.directive.miserenim.MisereNimFacts;
import org.kaylescourseware.site.directive.miserenim.MisereNimPlayDirective;
import org.kaylescourseware.site.directive.miserenim.NimEquivalenceChecksDirective;
import org.kaylescourseware.site.directive.miserenim.NimEquivalenceClassesDirective;
import org.kaylescourseware.site.directive.miserenim.NimPaperCheckDirective;
import org.kaylescourseware.site.directive.miserenim.QuasiLexicographicOrderDirective;
import org.kaylescourseware.site.directive.miserenim.ReducedFormDirective;
import org.kaylescourseware.site.directive.miserenim.ReducedFormTableDirective;
import org.kaylescourseware.site.directive.partizan.MilleyIdentitiesDirective;
import org.kaylescourseware.site.directive.partizan.MilleyInductionCaseDirective;
import org.kaylescourseware.site.directive.partizan.MilleyOutcomeInductionDirective;
import org.kaylescourseware.site.directive.partizan.MisereMonoidDirective;
import org.kaylescourseware.site.directive.partizan.PartizanChecksDirective;
import org.kaylescourseware.site.directive.partizan.PartizanContrastDirective;
import org.kaylescourseware.site.directive.partizan.PartizanErrataDirective;
import org.kaylescourseware.site.directive.partizan.PartizanFacts;
import org.kaylescourseware.site.directive.partizan.PartizanOutcomeChartDirective;
import org.kaylescourseware.site.directive.partizan.PartizanWorkedGameDirective;
import org.kaylescourseware.site.directive.partizan.ReductionProofsDirective;
import org.kaylescourseware.site.directive.references.BibliographyDirective;

/**
 * Every directive and fact of the course, by topic: the one place they are listed. A new kind of
 * directive is a class in its topic's package and one line here; its partial
 * {@code templates/partials/<kind>.ftl} displays it. It lives beside the builder, above the topics,
 * so that the directive core and the topics do not depend on each other in a circle.
 */
public final class CourseDirectives {

    private CourseDirectives() {
    }

    /** The directives and facts the course's lessons and game pages may use. */
    public static DirectiveRegistry registry() {
        return new DirectiveRegistry(directives(), facts());
    }

    /** Every directive of the course, by topic: a new one is one more line here. */
    public static List<Directive> directives() {
        return List.of(
                // impartial games: rules, tables, plots, periods, worked games, the board
                new GameRulesDirective(), new PeriodCertificateDirective(), new GrundyTableDirective(),
                new MexTableDirective(), new WorkedGameDirective(), new GrundyPlotDirective(), new PlayBoardDirective(),
                // a source's claims, checked: a check box or an erratum each
                new PrintedValuesDirective(), new BoundClaimDirective(), new PeriodClaimDirective(),
                new MexClaimsDirective(), new StepClaimsDirective(), new LengthXorClaimDirective(),
                // misère Nim
                new MisereNimPlayDirective(), new ReducedFormDirective(), new ReducedFormTableDirective(),
                new EquivalenceTestsDirective(), new NimEquivalenceChecksDirective(), new NimPaperCheckDirective(), new NimEquivalenceClassesDirective(),
                new QuasiLexicographicOrderDirective(),
                // misère Kayles
                new MisereNormalComparisonDirective(), new MisereRowsDirective(), new SibertConwayFormsDirective(), new SibertConwayCheckDirective(),
                new MisereDistinguishersDirective(), new MiserePartialQuotientsDirective(), new OctalQuotientSurveyDirective(),
                new MisereQuotientDirective(), new MisereQuotientExampleDirective(), new MisereWorkedGameDirective(),
                // partizan Kayles
                new PartizanChecksDirective(), new ReductionProofsDirective(), new PartizanOutcomeChartDirective(),
                new MisereMonoidDirective(), new PartizanWorkedGameDirective(), new PartizanErrataDirective(),
                new PartizanContrastDirective(), new MilleyInductionCaseDirective(), new MilleyOutcomeInductionDirective(),
                new MilleyIdentitiesDirective(),
                // exercises
                new ExercisesDirective(), new GameExercisesDirective(),
                // the references page
                new BibliographyDirective());
    }

    /** Every fact of the course, topic by topic. */
    public static List<Fact> facts() {
        return Stream.of(GameFacts.all(), MisereNimFacts.all(), MisereKaylesFacts.all(), PartizanFacts.all())
                .flatMap(List::stream).toList();
    }
}
